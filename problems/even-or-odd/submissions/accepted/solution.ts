function isEven(number: number): boolean {
  return number % 2 === 0;
}

function main(): void {
  const data: string[] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const numbersCount = Number(data[at++]);
  const numbers = data.slice(at, at + numbersCount).map(Number);
  at += numbersCount;
  console.log(numbers.map((item) => (isEven(item) ? 'Even' : 'Odd')).join('\n'));
}

main();
