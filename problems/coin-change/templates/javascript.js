function coinChange(coins, amount) {
  // Write your solution here
  return 0;
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const coinsCount = Number(data[at++]);
  const coins = data.slice(at, at + coinsCount).map(Number);
  at += coinsCount;
  const amount = Number(data[at++]);
  console.log(String(coinChange(coins, amount)));
}

main();
