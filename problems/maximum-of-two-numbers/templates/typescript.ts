// The numbers can exceed 2^53, where JavaScript numbers stop being exact: they are BigInt (123n).
function maximum(a: bigint, b: bigint): bigint {
  // Write your solution here
  return 0n;
}

function main(): void {
  const data: string[] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const a = BigInt(data[at++]);
  const b = BigInt(data[at++]);
  console.log(String(maximum(a, b)));
}

main();
