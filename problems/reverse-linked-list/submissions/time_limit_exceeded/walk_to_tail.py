# Naive: repeatedly walks from the head to detach the current last node, O(n^2).
import sys


class ListNode:
    __slots__ = ('val', 'next')

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    head = None
    for value in reversed(data[1:1 + n]):
        head = ListNode(int(value), head)
    values = []
    while head:
        if head.next is None:
            values.append(head.val)
            head = None
            break
        before_tail = head
        while before_tail.next.next:
            before_tail = before_tail.next
        values.append(before_tail.next.val)
        before_tail.next = None
    print(' '.join(map(str, values)))


main()
