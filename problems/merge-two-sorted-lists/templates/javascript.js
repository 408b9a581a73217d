class ListNode {
  constructor(val = 0, next = null) {
    this.val = val;
    this.next = next;
  }
}

function mergeTwoLists(list1, list2) {
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
  const list1Count = Number(data[at++]);
  const list1 = buildList(data.slice(at, at + list1Count).map(Number));
  at += list1Count;
  const list2Count = Number(data[at++]);
  const list2 = buildList(data.slice(at, at + list2Count).map(Number));
  at += list2Count;
  console.log(listValues(mergeTwoLists(list1, list2)).join(' '));
}

main();
