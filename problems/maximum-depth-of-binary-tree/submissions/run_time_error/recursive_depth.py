# Mistake: plain recursion, one frame per level, exceeds Python's recursion limit on a long chain.
import sys


class TreeNode:
    def __init__(self, val):
        self.val = val
        self.left = None
        self.right = None


def build_tree(tokens):
    if not tokens:
        return None
    root = TreeNode(int(tokens[0]))
    parents = [root]
    position = 1
    for parent in parents:
        if position >= len(tokens):
            break
        for side in ('left', 'right'):
            if position < len(tokens) and tokens[position] != b'null':
                child = TreeNode(int(tokens[position]))
                setattr(parent, side, child)
                parents.append(child)
            position += 1
    return root


def max_depth(root):
    if root is None:
        return 0
    return 1 + max(max_depth(root.left), max_depth(root.right))


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(max_depth(build_tree(data[1:1 + n])))


main()
