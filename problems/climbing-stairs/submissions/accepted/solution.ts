// The numbers can exceed 2^53, where JavaScript numbers stop being exact: they are BigInt (123n).
function climbStairs(n: number): bigint {
  // ways(i) = ways(i - 1) + ways(i - 2); the count passes 2^53 for large n, so it is a BigInt.
  let [before, current] = [1n, 1n];
  for (let step = 2; step <= n; step++) [before, current] = [current, before + current];
  return current;
}

function main(): void {
  const data: string[] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const n = Number(data[at++]);
  console.log(String(climbStairs(n)));
}

main();
