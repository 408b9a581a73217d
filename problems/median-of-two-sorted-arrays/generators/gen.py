"""Writes data/secret for Median of Two Sorted Arrays. Run from the problem folder."""
import os
import random

random.seed(20261204)
OUT = os.path.join('data', 'secret')
LIMIT = 10**6


def median(a, b):
    merged = sorted(a + b)
    t = len(merged)
    if t % 2:
        return float(merged[t // 2])
    return (merged[t // 2 - 1] + merged[t // 2]) / 2


def sorted_values(n, lo=-LIMIT, hi=LIMIT):
    return sorted(random.randint(lo, hi) for _ in range(n))


def write(name, a, b):
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f"{len(a)}\n{' '.join(map(str, a))}\n{len(b)}\n{' '.join(map(str, b))}\n")
    with open(os.path.join(OUT, name + '.ans'), 'w') as f:
        f.write(f'{median(a, b):.1f}\n')


def main():
    os.makedirs(OUT, exist_ok=True)
    cases = [
        ([5], []),
        ([], [-3, 0]),
        ([LIMIT], [-LIMIT]),
        ([1, 1, 1], [1, 1, 1, 1]),
        ([1, 2, 3, 4, 5], [6, 7, 8, 9]),
        ([6, 7, 8, 9], [1, 2, 3, 4, 5]),
        ([1, 3, 5, 7, 9], [2, 4, 6, 8, 10]),
        ([-5], sorted_values(20, -10, 10)),
        (sorted_values(333), sorted_values(1000)),
        (sorted_values(30000), []),
        (sorted_values(100000), sorted_values(99999)),
        (sorted_values(1), sorted_values(30000)),
        (sorted_values(20000, -LIMIT, 0), sorted_values(20000, 0, LIMIT)),
    ]
    for index, (a, b) in enumerate(cases, start=1):
        write(f'{index:02d}', a, b)


if __name__ == '__main__':
    main()
