"""Writes data/secret for Binary Tree Level Order Traversal. Run from the problem folder.

A tree is held as parallel lists: values[i], left[i], right[i] (child index or -1),
with node 0 as the root.
"""
import os
import random
from collections import deque

random.seed(20261202)
OUT = os.path.join('data', 'secret')


class Tree:
    def __init__(self, low=-1000, high=1000):
        self.values, self.left, self.right = [], [], []
        self.low, self.high = low, high

    def add(self):
        self.values.append(random.randint(self.low, self.high))
        self.left.append(-1)
        self.right.append(-1)
        return len(self.values) - 1


def random_tree(size, low=-1000, high=1000):
    tree = Tree(low, high)
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


def chain(size, sides, low=-1000, high=1000):
    """A path of `size` nodes; node i hangs on side sides(i) of node i - 1."""
    tree = Tree(low, high)
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


def levels(tree):
    result = []
    level = [0] if tree.values else []
    while level:
        result.append([tree.values[node] for node in level])
        level = [c for node in level for c in (tree.left[node], tree.right[node]) if c != -1]
    return result


def write(name, tree):
    tokens = serialize(tree)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f"{len(tokens)}\n{' '.join(tokens)}\n")
    with open(os.path.join(OUT, name + '.ans'), 'w') as f:
        f.write(''.join(' '.join(map(str, level)) + '\n' for level in levels(tree)))


def main():
    os.makedirs(OUT, exist_ok=True)
    cases = [
        random_tree(0),
        random_tree(1),
        chain(2, lambda i: 'left'),
        chain(2, lambda i: 'right'),
        complete(15),
        random_tree(12, 5, 5),
        random_tree(40),
        chain(1000, lambda i: 'left' if i % 2 else 'right'),
        random_tree(5000),
        complete(2**15 - 1),
        random_tree(50000, -9, 9),
        chain(100000, lambda i: 'right', -9, 9),
        chain(60000, lambda i: 'left', -9, 9),
    ]
    for index, tree in enumerate(cases, start=1):
        write(f'{index:02d}', tree)


if __name__ == '__main__':
    main()
