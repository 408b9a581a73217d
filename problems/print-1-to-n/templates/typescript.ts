function numbersUpTo(n: number): number[] {
  // Write your solution here
  return [];
}

function main(): void {
  const data: string[] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const n = Number(data[at++]);
  console.log(numbersUpTo(n).join(' '));
}

main();
