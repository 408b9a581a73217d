function isAnagram(s: string, t: string): boolean {
  // Write your solution here
  return false;
}

function main(): void {
  const data: string[] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const s = data[at++] ?? '';
  const t = data[at++] ?? '';
  console.log(isAnagram(s, t) ? 'true' : 'false');
}

main();
