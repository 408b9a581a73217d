function exist(board: string[], word: string): boolean {
  // Write your solution here
  return false;
}

function main(): void {
  const data: string[] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const boardRows = Number(data[at++]);
  at++; // the number of columns
  const board = data.slice(at, at + boardRows);
  at += boardRows;
  const word = data[at++] ?? '';
  console.log(exist(board, word) ? 'true' : 'false');
}

main();
