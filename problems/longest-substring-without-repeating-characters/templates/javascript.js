function lengthOfLongestSubstring(s) {
  // Write your solution here
  return 0;
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const s = Number(data[at++]) > 0 ? data[at++] : '';
  console.log(String(lengthOfLongestSubstring(s)));
}

main();
