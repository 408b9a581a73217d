import sys


class TreeNode:
    __slots__ = ('val', 'left', 'right')

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
    for parent in parents:  # the list grows while it is walked: a level-order queue
        if position >= len(tokens):
            break
        for side in ('left', 'right'):
            if position < len(tokens) and tokens[position] != b'null':
                child = TreeNode(int(tokens[position]))
                setattr(parent, side, child)
                parents.append(child)
            position += 1
    return root


def level_order(root):
    result = []
    level = [root] if root else []
    while level:
        result.append([node.val for node in level])
        level = [child for node in level for child in (node.left, node.right) if child]
    return result


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    levels = level_order(build_tree(data[1:1 + n]))
    sys.stdout.write(''.join(' '.join(map(str, level)) + '\n' for level in levels))


main()
