function isValid(s) {
  const opener = { ')': '(', ']': '[', '}': '{' };
  const stack = [];
  for (const ch of s) {
    if (!(ch in opener)) stack.push(ch);
    else if (stack.pop() !== opener[ch]) return false;
  }
  return stack.length === 0;
}

function main() {
  const text = require('fs').readFileSync(0, 'utf8');
  const s = text.split('\n')[0].trim();
  console.log(isValid(s) ? 'true' : 'false');
}

main();
