# Naive: inserts each node of list2 by walking list1 from its head every time, O(n * m).
import sys


class ListNode:
    __slots__ = ('val', 'next')

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    dummy = ListNode(-(10**18))
    tail = dummy
    for value in data[1:1 + n]:
        tail.next = ListNode(int(value))
        tail = tail.next
    m = int(data[1 + n])
    for value in data[2 + n:2 + n + m]:
        value = int(value)
        prev = dummy
        while prev.next and prev.next.val <= value:
            prev = prev.next
        prev.next = ListNode(value, prev.next)
    values = []
    node = dummy.next
    while node:
        values.append(node.val)
        node = node.next
    print(' '.join(map(str, values)))


main()
