"""Writes data/secret for Range Sum Query. Run from the problem folder."""
import os
import random
from itertools import accumulate

random.seed(20261125)
OUT = os.path.join('data', 'secret')
LIMIT = 10**5


def random_queries(n, q, wide=False):
    queries = []
    for _ in range(q):
        if wide:
            l, r = random.randint(0, n // 10), random.randint(n - 1 - n // 10, n - 1)
        else:
            l, r = sorted((random.randrange(n), random.randrange(n)))
        queries.append((l, r))
    return queries


def write(name, nums, queries):
    prefix = [0] + list(accumulate(nums))
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f"{len(nums)}\n{' '.join(map(str, nums))}\n{len(queries)}\n")
        f.write(''.join(f'{l} {r}\n' for l, r in queries))
    with open(os.path.join(OUT, name + '.ans'), 'w') as f:
        f.write(''.join(f'{prefix[r + 1] - prefix[l]}\n' for l, r in queries))


def random_nums(n, lo=-LIMIT, hi=LIMIT):
    return [random.randint(lo, hi) for _ in range(n)]


def main():
    os.makedirs(OUT, exist_ok=True)
    cases = [
        ([5], [(0, 0)]),
        ([-LIMIT], [(0, 0), (0, 0)]),
        ([1, 2], [(0, 0), (1, 1), (0, 1)]),
        ([7] * 10, [(i, j) for i in range(10) for j in range(i, 10)]),
        (random_nums(100, -10, 10), random_queries(100, 200)),
        (random_nums(1000), random_queries(1000, 1000)),
        ([LIMIT] * 30000, [(0, 29999), (1, 29999), (0, 21474), (0, 21475), (15000, 15000)]),
        ([-LIMIT] * 30000, [(0, 29999), (5, 29990), (29999, 29999)]),
        (random_nums(100000, 0, LIMIT), random_queries(100000, 2000)),
        (random_nums(100000), random_queries(100000, 50000, wide=True)),
    ]
    for index, (nums, queries) in enumerate(cases, start=1):
        write(f'{index:02d}', nums, queries)


if __name__ == '__main__':
    main()
