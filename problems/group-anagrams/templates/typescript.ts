function groupAnagrams(words: string[]): string[][] {
  // Write your solution here
  return [];
}

function main(): void {
  const data: string[] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const wordsCount = Number(data[at++]);
  const words = data.slice(at, at + wordsCount);
  at += wordsCount;
  const rows = groupAnagrams(words);
  console.log([String(rows.length), ...rows.map((row) => row.join(' '))].join('\n'));
}

main();
