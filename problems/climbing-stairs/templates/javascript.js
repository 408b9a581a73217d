// The numbers can exceed 2^53, where JavaScript numbers stop being exact: they are BigInt (123n).
function climbStairs(n) {
  // Write your solution here
  return 0n;
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const n = Number(data[at++]);
  console.log(String(climbStairs(n)));
}

main();
