import sys


class ListNode:
    def __init__(self, val=0, next=None):
        self.val = val
        self.next = next


def merge_two_lists(list1, list2):
    # Write your solution here
    return None


def build_list(values):
    dummy = ListNode()
    tail = dummy
    for value in values:
        tail.next = ListNode(value)
        tail = tail.next
    return dummy.next


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    list1 = build_list(int(x) for x in data[1:1 + n])
    m = int(data[1 + n])
    list2 = build_list(int(x) for x in data[2 + n:2 + n + m])
    values = []
    node = merge_two_lists(list1, list2)
    while node:
        values.append(str(node.val))
        node = node.next
    print(' '.join(values))


main()
