function minWindow(s: string, t: string): string {
  // Write your solution here
  return '';
}

function main(): void {
  const data: string[] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const s = data[at++] ?? '';
  const t = data[at++] ?? '';
  console.log(String(minWindow(s, t)));
}

main();
