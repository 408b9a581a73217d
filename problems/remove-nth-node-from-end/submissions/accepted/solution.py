import sys


class ListNode:
    __slots__ = ('val', 'next')

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def remove_nth_from_end(head, k):
    dummy = ListNode(0, head)  # lets the head be removed like any other node
    fast = slow = dummy
    for _ in range(k):
        fast = fast.next
    # Keep fast exactly k nodes ahead; when it reaches the tail, slow is just before the target.
    while fast.next:
        fast = fast.next
        slow = slow.next
    slow.next = slow.next.next
    return dummy.next


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    head = None
    for value in reversed(data[1:1 + n]):
        head = ListNode(int(value), head)
    k = int(data[1 + n])
    values = []
    node = remove_nth_from_end(head, k)
    while node:
        values.append(node.val)
        node = node.next
    sys.stdout.write(' '.join(map(str, values)) + '\n')


main()
