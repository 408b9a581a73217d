function merge(intervals) {
  // Write your solution here
  return [];
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const intervalsCount = Number(data[at++]);
  const intervals = [];
  for (let i = 0; i < intervalsCount; i++, at += 2) intervals.push(data.slice(at, at + 2).map(Number));
  console.log(merge(intervals).map((row) => row.join(' ')).join('\n'));
}

main();
