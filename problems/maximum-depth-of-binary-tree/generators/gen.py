"""Writes data/secret for Maximum Depth of Binary Tree. Run from the problem folder.

A tree is held as parallel lists: values[i], left[i], right[i] (child index or -1),
with node 0 as the root.
"""
import os
import random
from collections import deque

random.seed(20261124)
OUT = os.path.join('data', 'secret')


class Tree:
    def __init__(self):
        self.values, self.left, self.right = [], [], []

    def add(self):
        self.values.append(random.randint(-100, 100))
        self.left.append(-1)
        self.right.append(-1)
        return len(self.values) - 1


def random_tree(size):
    tree = Tree()
    if size == 0:
        return tree
    tree.add()
    free_slots = [(0, 'left'), (0, 'right')]
    for _ in range(size - 1):
        pick = random.randrange(len(free_slots))
        free_slots[pick], free_slots[-1] = free_slots[-1], free_slots[pick]
        parent, side = free_slots.pop()
        child = tree.add()
        getattr(tree, side)[parent] = child
        free_slots += [(child, 'left'), (child, 'right')]
    return tree


def chain(size, sides):
    """A path of `size` nodes; node i hangs on side sides(i) of node i - 1."""
    tree = Tree()
    for i in range(size):
        node = tree.add()
        if i > 0:
            getattr(tree, sides(i))[node - 1] = node
    return tree


def complete(size):
    tree = Tree()
    for i in range(size):
        tree.add()
        if i > 0:
            (tree.left if i % 2 == 1 else tree.right)[(i - 1) // 2] = i
    return tree


def serialize(tree):
    if not tree.values:
        return []
    tokens = [str(tree.values[0])]
    queue = deque([0])
    while queue:
        node = queue.popleft()
        for child in (tree.left[node], tree.right[node]):
            if child == -1:
                tokens.append('null')
            else:
                tokens.append(str(tree.values[child]))
                queue.append(child)
    while tokens and tokens[-1] == 'null':
        tokens.pop()
    return tokens


def max_depth(tree):
    if not tree.values:
        return 0
    depth = 0
    level = [0]
    while level:
        depth += 1
        level = [c for node in level for c in (tree.left[node], tree.right[node]) if c != -1]
    return depth


def write(name, tree):
    tokens = serialize(tree)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f"{len(tokens)}\n{' '.join(tokens)}\n")
    with open(os.path.join(OUT, name + '.ans'), 'w') as f:
        f.write(f'{max_depth(tree)}\n')


def main():
    os.makedirs(OUT, exist_ok=True)
    cases = [
        random_tree(0),
        random_tree(1),
        chain(2, lambda i: 'left'),
        chain(2, lambda i: 'right'),
        complete(7),
        random_tree(20),
        chain(1000, lambda i: 'left' if i % 2 else 'right'),
        random_tree(5000),
        complete(2**16 - 1),
        random_tree(50000),
        chain(100000, lambda i: 'left'),
        chain(100000, lambda i: 'right'),
    ]
    for index, tree in enumerate(cases, start=1):
        write(f'{index:02d}', tree)


if __name__ == '__main__':
    main()
