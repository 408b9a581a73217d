function networkDelayTime(times, n, k) {
  // Write your solution here
  return 0;
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const n = Number(data[at++]);
  const m = Number(data[at++]);
  const times = [];
  for (let i = 0; i < m; i++, at += 3) times.push(data.slice(at, at + 3).map(Number));
  const k = Number(data[at++]);
  console.log(String(networkDelayTime(times, n, k)));
}

main();
