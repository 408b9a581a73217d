function rangeSums(nums, queries) {
  // Write your solution here
  return [];
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const numsCount = Number(data[at++]);
  const nums = data.slice(at, at + numsCount).map(Number);
  at += numsCount;
  const queriesCount = Number(data[at++]);
  const queries = [];
  for (let i = 0; i < queriesCount; i++, at += 2) queries.push(data.slice(at, at + 2).map(Number));
  const lines = rangeSums(nums, queries);
  if (lines.length > 0) console.log(lines.join('\n'));
}

main();
