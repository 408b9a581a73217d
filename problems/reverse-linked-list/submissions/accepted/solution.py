import sys


class ListNode:
    __slots__ = ('val', 'next')

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def reverse_list(head):
    prev = None
    while head:
        head.next, prev, head = prev, head, head.next
    return prev


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    head = None
    # Building from the tail backwards gives the list in input order.
    for value in reversed(data[1:1 + n]):
        head = ListNode(int(value), head)
    values = []
    node = reverse_list(head)
    while node:
        values.append(node.val)
        node = node.next
    sys.stdout.write(' '.join(map(str, values)) + '\n')


main()
