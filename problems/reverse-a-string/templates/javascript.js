function reverseString(s) {
  // Write your solution here
  return '';
}

function main() {
  const text = require('fs').readFileSync(0, 'utf8');
  const s = text.split('\n')[0].trim();
  console.log(String(reverseString(s)));
}

main();
