function sumOf(numbers) {
  // Write your solution here
  return 0;
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const numbersCount = Number(data[at++]);
  const numbers = data.slice(at, at + numbersCount).map(Number);
  at += numbersCount;
  console.log(String(sumOf(numbers)));
}

main();
