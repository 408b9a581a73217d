function majorityElement(nums) {
  let candidate = 0;
  let votes = 0;
  for (const value of nums) {
    if (votes === 0) candidate = value;
    votes += value === candidate ? 1 : -1;
  }
  return candidate;
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const numsCount = Number(data[at++]);
  const nums = data.slice(at, at + numsCount).map(Number);
  at += numsCount;
  console.log(String(majorityElement(nums)));
}

main();
