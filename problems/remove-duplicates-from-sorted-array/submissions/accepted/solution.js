function removeDuplicates(nums) {
  if (nums.length === 0) return 0;
  let write = 1;
  for (let read = 1; read < nums.length; read++) if (nums[read] !== nums[write - 1]) nums[write++] = nums[read];
  return write;
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const numsCount = Number(data[at++]);
  const nums = data.slice(at, at + numsCount).map(Number);
  at += numsCount;
  const k = removeDuplicates(nums);
  console.log(`${k}\n${nums.slice(0, k).join(' ')}`);
}

main();
