import sys


class ListNode:
    def __init__(self, val=0, next=None):
        self.val = val
        self.next = next


def merge_k_lists(lists):
    # Write your solution here
    return None


def build_list(values):
    head = None
    for value in reversed(values):
        head = ListNode(value, head)
    return head


def main():
    data = sys.stdin.read().split()
    k = int(data[0])
    lists = []
    position = 1
    for _ in range(k):
        length = int(data[position])
        lists.append(build_list([int(x) for x in data[position + 1:position + 1 + length]]))
        position += 1 + length
    values = []
    node = merge_k_lists(lists)
    while node is not None:
        values.append(node.val)
        node = node.next
    print(" ".join(map(str, values)))


main()
