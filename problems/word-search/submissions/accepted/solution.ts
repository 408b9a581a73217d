function exist(board: string[], word: string): boolean {
  const rows = board.length;
  const cols = board[0].length;
  const used: boolean[][] = board.map((row) => Array<boolean>(row.length).fill(false));
  const found = (r: number, c: number, i: number): boolean => {
    if (i === word.length) return true;
    if (r < 0 || c < 0 || r >= rows || c >= cols || used[r][c] || board[r][c] !== word[i]) return false;
    used[r][c] = true;
    const result = found(r + 1, c, i + 1) || found(r - 1, c, i + 1) || found(r, c + 1, i + 1) || found(r, c - 1, i + 1);
    used[r][c] = false;
    return result;
  };
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) if (found(r, c, 0)) return true;
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
