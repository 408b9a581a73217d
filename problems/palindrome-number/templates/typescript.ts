function isPalindrome(x: number): boolean {
  // Write your solution here
  return false;
}

function main(): void {
  const data: string[] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const x = Number(data[at++]);
  console.log(isPalindrome(x) ? 'true' : 'false');
}

main();
