class ListNode {
  constructor(val = 0, next = null) {
    this.val = val;
    this.next = next;
  }
}

function removeNthFromEnd(head, k) {
  // Write your solution here
  return null;
}

function buildList(values) {
  let head = null;
  for (let i = values.length - 1; i >= 0; i--) head = new ListNode(values[i], head);
  return head;
}

function listValues(node) {
  const values = [];
  for (; node !== null; node = node.next) values.push(node.val);
  return values;
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const headCount = Number(data[at++]);
  const head = buildList(data.slice(at, at + headCount).map(Number));
  at += headCount;
  const k = Number(data[at++]);
  console.log(listValues(removeNthFromEnd(head, k)).join(' '));
}

main();
