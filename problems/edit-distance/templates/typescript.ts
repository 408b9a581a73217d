function minDistance(word1: string, word2: string): number {
  // Write your solution here
  return 0;
}

function main(): void {
  const data: string[] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const word1 = Number(data[at++]) > 0 ? data[at++] : '';
  const word2 = Number(data[at++]) > 0 ? data[at++] : '';
  console.log(String(minDistance(word1, word2)));
}

main();
