function minWindow(s, t) {
  // Write your solution here
  return '';
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const s = data[at++] ?? '';
  const t = data[at++] ?? '';
  console.log(String(minWindow(s, t)));
}

main();
