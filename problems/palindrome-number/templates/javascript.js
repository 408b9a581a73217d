function isPalindrome(x) {
  // Write your solution here
  return false;
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const x = Number(data[at++]);
  console.log(isPalindrome(x) ? 'true' : 'false');
}

main();
