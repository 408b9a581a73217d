function isValid(s) {
  // Write your solution here
  return false;
}

function main() {
  const text = require('fs').readFileSync(0, 'utf8');
  const s = text.split('\n')[0].trim();
  console.log(isValid(s) ? 'true' : 'false');
}

main();
