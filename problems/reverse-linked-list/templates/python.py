import sys


class ListNode:
    def __init__(self, val=0, next=None):
        self.val = val
        self.next = next


def reverse_list(head):
    # Write your solution here
    return None


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    head = None
    for value in reversed(data[1:1 + n]):
        head = ListNode(int(value), head)
    values = []
    node = reverse_list(head)
    while node:
        values.append(str(node.val))
        node = node.next
    print(' '.join(values))


main()
