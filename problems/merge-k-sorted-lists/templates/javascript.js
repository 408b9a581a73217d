class ListNode {
  constructor(val = 0, next = null) {
    this.val = val;
    this.next = next;
  }
}

function mergeKLists(lists) {
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
  const lists = [];
  for (let i = Number(data[at++]); i > 0; i--) {
    const length = Number(data[at++]);
    lists.push(buildList(data.slice(at, at + length).map(Number)));
    at += length;
  }
  console.log(listValues(mergeKLists(lists)).join(' '));
}

main();
