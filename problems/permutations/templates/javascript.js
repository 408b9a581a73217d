function permute(nums) {
  // Write your solution here
  return [];
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const numsCount = Number(data[at++]);
  const nums = data.slice(at, at + numsCount).map(Number);
  at += numsCount;
  console.log(permute(nums).map((row) => row.join(' ')).join('\n'));
}

main();
