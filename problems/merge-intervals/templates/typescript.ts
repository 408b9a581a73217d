function merge(intervals: number[][]): number[][] {
  // Write your solution here
  return [];
}

function main(): void {
  const data: string[] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const intervalsCount = Number(data[at++]);
  const intervals: number[][] = [];
  for (let i = 0; i < intervalsCount; i++, at += 2) intervals.push(data.slice(at, at + 2).map(Number));
  console.log(merge(intervals).map((row) => row.join(' ')).join('\n'));
}

main();
