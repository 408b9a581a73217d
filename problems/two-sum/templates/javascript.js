function twoSum(nums, target) {
  // Write your solution here
  return [];
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  const n = Number(data[0]);
  const nums = data.slice(1, 1 + n).map(Number);
  const target = Number(data[1 + n]);
  console.log(twoSum(nums, target).join(' '));
}

main();
