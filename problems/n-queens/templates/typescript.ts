function totalNQueens(n: number): number {
  // Write your solution here
  return 0;
}

function main(): void {
  const data: string[] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const n = Number(data[at++]);
  console.log(String(totalNQueens(n)));
}

main();
