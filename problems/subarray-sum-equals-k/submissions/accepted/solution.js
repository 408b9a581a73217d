function subarraySum(nums, k) {
  // How many prefixes had each sum: a subarray ending here sums to k when an earlier prefix summed to (sum - k).
  const prefixes = new Map([[0, 1]]);
  let sum = 0;
  let count = 0;
  for (const value of nums) {
    sum += value;
    count += prefixes.get(sum - k) ?? 0;
    prefixes.set(sum, (prefixes.get(sum) ?? 0) + 1);
  }
  return count;
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const numsCount = Number(data[at++]);
  const nums = data.slice(at, at + numsCount).map(Number);
  at += numsCount;
  const k = Number(data[at++]);
  console.log(String(subarraySum(nums, k)));
}

main();
