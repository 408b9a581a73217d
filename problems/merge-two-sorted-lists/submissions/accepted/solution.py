import sys


class ListNode:
    __slots__ = ('val', 'next')

    def __init__(self, val, next=None):
        self.val = val
        self.next = next


def build_list(values):
    dummy = ListNode(0)
    tail = dummy
    for value in values:
        tail.next = ListNode(value)
        tail = tail.next
    return dummy.next


def merge_two_lists(list1, list2):
    dummy = ListNode(0)
    tail = dummy
    while list1 and list2:
        if list1.val <= list2.val:
            tail.next, list1 = list1, list1.next
        else:
            tail.next, list2 = list2, list2.next
        tail = tail.next
    tail.next = list1 or list2
    return dummy.next


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    list1 = build_list(map(int, data[1:1 + n]))
    m = int(data[1 + n])
    list2 = build_list(map(int, data[2 + n:2 + n + m]))
    values = []
    node = merge_two_lists(list1, list2)
    while node:
        values.append(node.val)
        node = node.next
    sys.stdout.write(' '.join(map(str, values)) + '\n')


main()
