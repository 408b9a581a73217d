function fizzBuzz(n: number): string[] {
  // Write your solution here
  return [];
}

function main(): void {
  const data: string[] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const n = Number(data[at++]);
  const lines = fizzBuzz(n);
  if (lines.length > 0) console.log(lines.join('\n'));
}

main();
