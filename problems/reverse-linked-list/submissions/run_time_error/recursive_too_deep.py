# Mistake: recursion one level per node overflows Python's recursion limit on long lists.
import sys


class ListNode:
    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def reverse_list(head):
    if head is None or head.next is None:
        return head
    new_head = reverse_list(head.next)
    head.next.next = head
    head.next = None
    return new_head


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    head = None
    for value in reversed(data[1:1 + n]):
        head = ListNode(int(value), head)
    values = []
    node = reverse_list(head)
    while node:
        values.append(node.val)
        node = node.next
    print(' '.join(map(str, values)))


main()
