import sys


class ListNode:
    def __init__(self, val=0, next=None):
        self.val = val
        self.next = next


def remove_nth_from_end(head, k):
    # Write your solution here
    return None


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    head = None
    for value in reversed(data[1:1 + n]):
        head = ListNode(int(value), head)
    k = int(data[1 + n])
    values = []
    node = remove_nth_from_end(head, k)
    while node:
        values.append(str(node.val))
        node = node.next
    print(' '.join(values))


main()
