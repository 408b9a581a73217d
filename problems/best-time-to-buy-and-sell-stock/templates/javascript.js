function maxProfit(prices) {
  // Write your solution here
  return 0;
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const pricesCount = Number(data[at++]);
  const prices = data.slice(at, at + pricesCount).map(Number);
  at += pricesCount;
  console.log(String(maxProfit(prices)));
}

main();
