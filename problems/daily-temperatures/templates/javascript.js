function dailyTemperatures(temperatures) {
  // Write your solution here
  return [];
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const temperaturesCount = Number(data[at++]);
  const temperatures = data.slice(at, at + temperaturesCount).map(Number);
  at += temperaturesCount;
  console.log(dailyTemperatures(temperatures).join(' '));
}

main();
