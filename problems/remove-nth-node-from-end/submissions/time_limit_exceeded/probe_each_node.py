# Naive: for every node, walks k steps ahead to test whether it is the k-th from the end, O(n * k).
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
    k = int(data[1 + n])
    dummy = ListNode(0, head)
    before = dummy
    while True:
        probe = before.next
        for _ in range(k):
            probe = probe.next
        if probe is None:
            break
        before = before.next
    before.next = before.next.next
    values = []
    node = dummy.next
    while node:
        values.append(node.val)
        node = node.next
    print(' '.join(map(str, values)))


main()
