function removeDuplicates(nums: number[]): number {
  // Write your solution here
  return 0;
}

function main(): void {
  const data: string[] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const numsCount = Number(data[at++]);
  const nums = data.slice(at, at + numsCount).map(Number);
  at += numsCount;
  const k = removeDuplicates(nums);
  console.log(`${k}\n${nums.slice(0, k).join(' ')}`);
}

main();
