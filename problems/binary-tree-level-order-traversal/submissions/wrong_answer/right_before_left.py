# Mistake: queues the right child before the left one, so each level comes out right to left.
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


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    root = build_tree(data[1:1 + n])
    level = [root] if root else []
    lines = []
    while level:
        lines.append(' '.join(str(node.val) for node in level))
        level = [child for node in level for child in (node.right, node.left) if child]
    print('\n'.join(lines))


main()
