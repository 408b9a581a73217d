function threeSum(nums: number[]): number[][] {
  // Write your solution here
  return [];
}

function main(): void {
  const data: string[] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const numsCount = Number(data[at++]);
  const nums = data.slice(at, at + numsCount).map(Number);
  at += numsCount;
  const rows = threeSum(nums);
  console.log([String(rows.length), ...rows.map((row) => row.join(' '))].join('\n'));
}

main();
