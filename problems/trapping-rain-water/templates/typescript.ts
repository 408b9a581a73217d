function trap(height: number[]): number {
  // Write your solution here
  return 0;
}

function main(): void {
  const data: string[] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const heightCount = Number(data[at++]);
  const height = data.slice(at, at + heightCount).map(Number);
  at += heightCount;
  console.log(String(trap(height)));
}

main();
