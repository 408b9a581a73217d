function maximum(a, b) {
  // Write your solution here
  return 0;
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const a = Number(data[at++]);
  const b = Number(data[at++]);
  console.log(String(maximum(a, b)));
}

main();
