"""Writes data/secret for Merge Two Sorted Lists. Run from the problem folder."""
import os
import random

random.seed(20261122)
OUT = os.path.join('data', 'secret')
LIMIT = 10**9


def merge(a, b):
    i = j = 0
    merged = []
    while i < len(a) and j < len(b):
        if a[i] <= b[j]:
            merged.append(a[i])
            i += 1
        else:
            merged.append(b[j])
            j += 1
    return merged + a[i:] + b[j:]


def sorted_values(n, lo=-LIMIT, hi=LIMIT):
    return sorted(random.randint(lo, hi) for _ in range(n))


def write(name, a, b):
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f"{len(a)}\n{' '.join(map(str, a))}\n{len(b)}\n{' '.join(map(str, b))}\n")
    with open(os.path.join(OUT, name + '.ans'), 'w') as f:
        f.write(' '.join(map(str, merge(a, b))) + '\n')


def main():
    os.makedirs(OUT, exist_ok=True)
    cases = [
        ([], []),
        ([], [7]),
        ([-3], []),
        ([5], [5]),
        ([1, 2, 3], [4, 5, 6]),
        ([4, 5, 6], [1, 2, 3]),
        ([2] * 6, [2] * 4),
        ([-LIMIT, LIMIT], [-LIMIT, 0, LIMIT]),
        (sorted_values(50, -10, 10), sorted_values(70, -10, 10)),
        (sorted_values(1000), sorted_values(1)),
        (sorted_values(50000), sorted_values(50000)),
        (sorted_values(30000, -5, 5), sorted_values(30000, -5, 5)),
        (list(range(0, 40000, 2)), list(range(1, 40000, 2))),
    ]
    for index, (a, b) in enumerate(cases, start=1):
        write(f'{index:02d}', a, b)


if __name__ == '__main__':
    main()
