class ListNode {
  val: number;
  next: ListNode | null;
  constructor(val = 0, next: ListNode | null = null) {
    this.val = val;
    this.next = next;
  }
}

function reverseList(head: ListNode | null): ListNode | null {
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
  const headCount = Number(data[at++]);
  const head = buildList(data.slice(at, at + headCount).map(Number));
  at += headCount;
  console.log(listValues(reverseList(head)).join(' '));
}

main();
