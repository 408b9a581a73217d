import sys


class TreeNode:
    def __init__(self, val=0, left=None, right=None):
        self.val = val
        self.left = left
        self.right = right


def level_order(root):
    # Write your solution here
    return []


def build_tree(tokens):
    """Builds the tree from its level-order tokens ("null" marks a missing child)."""
    if not tokens:
        return None
    root = TreeNode(int(tokens[0]))
    parents = [root]
    position = 1
    for parent in parents:
        if position >= len(tokens):
            break
        if tokens[position] != 'null':
            parent.left = TreeNode(int(tokens[position]))
            parents.append(parent.left)
        position += 1
        if position < len(tokens) and tokens[position] != 'null':
            parent.right = TreeNode(int(tokens[position]))
            parents.append(parent.right)
        position += 1
    return root


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    root = build_tree(data[1:1 + n])
    for level in level_order(root):
        print(' '.join(str(value) for value in level))


main()
