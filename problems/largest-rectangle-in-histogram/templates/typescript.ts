function largestRectangleArea(heights: number[]): number {
  // Write your solution here
  return 0;
}

function main(): void {
  const data: string[] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const heightsCount = Number(data[at++]);
  const heights = data.slice(at, at + heightsCount).map(Number);
  at += heightsCount;
  console.log(String(largestRectangleArea(heights)));
}

main();
