function reverseString(s: string): string {
  // Write your solution here
  return '';
}

function main(): void {
  const text: string = require('fs').readFileSync(0, 'utf8');
  const s = text.split('\n')[0].trim();
  console.log(String(reverseString(s)));
}

main();
