function totalNQueens(n) {
  // Write your solution here
  return 0;
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const n = Number(data[at++]);
  console.log(String(totalNQueens(n)));
}

main();
