function numIslands(grid) {
  // Write your solution here
  return 0;
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const gridRows = Number(data[at++]);
  at++; // the number of columns
  const grid = data.slice(at, at + gridRows);
  at += gridRows;
  console.log(String(numIslands(grid)));
}

main();
