"""Writes data/secret for Kth Largest Element in an Array. Run from the problem folder."""
import os
import random

random.seed(20261130)
OUT = os.path.join('data', 'secret')
LIMIT = 10**9


def kth_largest(nums, k):
    return sorted(nums, reverse=True)[k - 1]


def write(name, nums, k):
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f"{len(nums)}\n{' '.join(map(str, nums))}\n{k}\n")
    with open(os.path.join(OUT, name + '.ans'), 'w') as f:
        f.write(f'{kth_largest(nums, k)}\n')


def random_nums(n, lo=-LIMIT, hi=LIMIT):
    return [random.randint(lo, hi) for _ in range(n)]


def main():
    os.makedirs(OUT, exist_ok=True)
    n = 100000
    cases = [
        ([-7], 1),
        ([1, 2], 1),
        ([1, 2], 2),
        ([4, 4, 4, 4], 3),
        ([5, 5, 3], 2),
        ([-LIMIT, LIMIT, 0], 3),
        (random_nums(50, -5, 5), 17),
        (random_nums(1000), 1),
        (random_nums(1000), 1000),
        (list(range(n, 0, -1)), n // 2),
        (random_nums(n), n // 2),
        (random_nums(n, -3, 3), 70000),
        ([0] * (n - 1) + [1], n),
    ]
    for index, (nums, k) in enumerate(cases, start=1):
        write(f'{index:02d}', nums, k)


if __name__ == '__main__':
    main()
