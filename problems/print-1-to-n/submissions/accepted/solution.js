function numbersUpTo(n) {
  const numbers = [];
  for (let i = 1; i <= n; i++) numbers.push(i);
  return numbers;
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const n = Number(data[at++]);
  console.log(numbersUpTo(n).join(' '));
}

main();
