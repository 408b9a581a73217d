# Mistake: the loop stops one node early, so the old tail never becomes the new head.
import sys


class ListNode:
    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def reverse_list(head):
    prev = None
    while head and head.next:
        head.next, prev, head = prev, head, head.next
    return prev


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
