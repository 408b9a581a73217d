class ListNode {
  val: number;
  next: ListNode | null;
  constructor(val = 0, next: ListNode | null = null) {
    this.val = val;
    this.next = next;
  }
}

function mergeTwoLists(list1: ListNode | null, list2: ListNode | null): ListNode | null {
  // Write your solution here
  return null;
}

function buildList(values: number[]): ListNode | null {
  let head: ListNode | null = null;
  for (let i = values.length - 1; i >= 0; i--) head = new ListNode(values[i], head);
  return head;
}

function listValues(node: ListNode | null): number[] {
  const values: number[] = [];
  for (; node !== null; node = node.next) values.push(node.val);
  return values;
}

function main(): void {
  const data: string[] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
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
