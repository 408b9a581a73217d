function search(nums: number[], target: number): number {
  // Write your solution here
  return 0;
}

function main(): void {
  const data: string[] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const numsCount = Number(data[at++]);
  const nums = data.slice(at, at + numsCount).map(Number);
  at += numsCount;
  const targetsCount = Number(data[at++]);
  const targets = data.slice(at, at + targetsCount).map(Number);
  at += targetsCount;
  console.log(targets.map((item) => search(nums, item)).join('\n'));
}

main();
