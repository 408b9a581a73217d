function maxArea(height: number[]): number {
  let left = 0;
  let right = height.length - 1;
  let best = 0;
  while (left < right) {
    best = Math.max(best, (right - left) * Math.min(height[left], height[right]));
    // The shorter wall limits every narrower container that keeps it, so drop it.
    if (height[left] < height[right]) left++;
    else right--;
  }
  return best;
}

function main(): void {
  const data: string[] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const heightCount = Number(data[at++]);
  const height = data.slice(at, at + heightCount).map(Number);
  at += heightCount;
  console.log(String(maxArea(height)));
}

main();
