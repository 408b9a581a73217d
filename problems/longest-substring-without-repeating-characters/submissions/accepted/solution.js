function lengthOfLongestSubstring(s) {
  const lastSeen = new Map();
  let start = 0;
  let best = 0;
  for (let i = 0; i < s.length; i++) {
    const previous = lastSeen.get(s[i]);
    if (previous !== undefined && previous >= start) start = previous + 1;
    lastSeen.set(s[i], i);
    best = Math.max(best, i - start + 1);
  }
  return best;
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const s = Number(data[at++]) > 0 ? data[at++] : '';
  console.log(String(lengthOfLongestSubstring(s)));
}

main();
