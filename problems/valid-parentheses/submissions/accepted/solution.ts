function isValid(s: string): boolean {
  const opener: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  const stack: string[] = [];
  for (const ch of s) {
    if (!(ch in opener)) stack.push(ch);
    else if (stack.pop() !== opener[ch]) return false;
  }
  return stack.length === 0;
}

function main(): void {
  const text: string = require('fs').readFileSync(0, 'utf8');
  const s = text.split('\n')[0].trim();
  console.log(isValid(s) ? 'true' : 'false');
}

main();
