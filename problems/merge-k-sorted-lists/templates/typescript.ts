class ListNode {
  val: number;
  next: ListNode | null;
  constructor(val = 0, next: ListNode | null = null) {
    this.val = val;
    this.next = next;
  }
}

function mergeKLists(lists: Array<ListNode | null>): ListNode | null {
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
  const lists: Array<ListNode | null> = [];
  for (let i = Number(data[at++]); i > 0; i--) {
    const length = Number(data[at++]);
    lists.push(buildList(data.slice(at, at + length).map(Number)));
    at += length;
  }
  console.log(listValues(mergeKLists(lists)).join(' '));
}

main();
