function findOrder(numCourses: number, prerequisites: number[][]): number[] {
  // Write your solution here
  return [];
}

function main(): void {
  const data: string[] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const numCourses = Number(data[at++]);
  const m = Number(data[at++]);
  const prerequisites: number[][] = [];
  for (let i = 0; i < m; i++, at += 2) prerequisites.push(data.slice(at, at + 2).map(Number));
  const order = findOrder(numCourses, prerequisites);
  // An empty order means that the courses cannot all be taken.
  console.log(order.length > 0 ? order.join(' ') : 'IMPOSSIBLE');
}

main();
