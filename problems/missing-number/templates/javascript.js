function missingNumber(nums) {
  // Write your solution here
  return 0;
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const numsCount = Number(data[at++]);
  const nums = data.slice(at, at + numsCount).map(Number);
  at += numsCount;
  console.log(String(missingNumber(nums)));
}

main();
