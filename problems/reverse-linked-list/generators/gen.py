"""Writes data/secret for Reverse Linked List. Run from the problem folder."""
import os
import random

random.seed(20261123)
OUT = os.path.join('data', 'secret')
LIMIT = 10**9


def write(name, values):
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f"{len(values)}\n{' '.join(map(str, values))}\n")
    with open(os.path.join(OUT, name + '.ans'), 'w') as f:
        f.write(' '.join(map(str, reversed(values))) + '\n')


def random_values(n, lo=-LIMIT, hi=LIMIT):
    return [random.randint(lo, hi) for _ in range(n)]


def main():
    os.makedirs(OUT, exist_ok=True)
    cases = [
        [],
        [42],
        [-LIMIT, LIMIT],
        [9, 9, 9, 9],
        [1, 2, 3, 2, 1],
        list(range(1, 11)),
        random_values(100, -100, 100),
        random_values(1000),
        list(range(1, 20001)),
        random_values(100000),
        [0] * 100000,
    ]
    for index, values in enumerate(cases, start=1):
        write(f'{index:02d}', values)


if __name__ == '__main__':
    main()
