function minDistance(word1, word2) {
  // Write your solution here
  return 0;
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const word1 = Number(data[at++]) > 0 ? data[at++] : '';
  const word2 = Number(data[at++]) > 0 ? data[at++] : '';
  console.log(String(minDistance(word1, word2)));
}

main();
