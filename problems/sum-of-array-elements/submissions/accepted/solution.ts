function sumOf(numbers: number[]): number {
  // At most 10^5 numbers of at most 10^9: the total stays far below 2^53, exact as a number.
  let total = 0;
  for (const number of numbers) total += number;
  return total;
}

function main(): void {
  const data: string[] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const numbersCount = Number(data[at++]);
  const numbers = data.slice(at, at + numbersCount).map(Number);
  at += numbersCount;
  console.log(String(sumOf(numbers)));
}

main();
