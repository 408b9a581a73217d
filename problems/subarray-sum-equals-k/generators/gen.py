"""Writes data/secret for Subarray Sum Equals K. Run from the problem folder."""
import os
import random

random.seed(20261124)
MAX_N = 10**5


def count_subarrays(nums, k):
    seen = {0: 1}
    prefix = 0
    count = 0
    for value in nums:
        prefix += value
        count += seen.get(prefix - k, 0)
        seen[prefix] = seen.get(prefix, 0) + 1
    return count


def cases():
    yield [5], 5
    yield [5], -5
    yield [-1000], -1000
    yield [1, -1, 1, -1, 1, -1], 0
    yield [2, 2, 2, 2, 2], 4
    yield [1, 2, 3], 100000000
    yield [random.randint(-5, 5) for _ in range(40)], 3
    yield [random.randint(-10, 10) for _ in range(5000)], -7
    yield [0] * MAX_N, 0
    yield [1000] * MAX_N, 1000 * MAX_N
    yield [random.randint(-2, 2) for _ in range(MAX_N)], 0
    yield [random.randint(-1000, 1000) for _ in range(MAX_N)], random.randint(-3000, 3000)
    yield [random.choice((-1, 1)) for _ in range(MAX_N)], -1


def main():
    os.makedirs('data/secret', exist_ok=True)
    for number, (nums, k) in enumerate(cases(), start=1):
        stem = f'data/secret/{number:02d}'
        with open(stem + '.in', 'w') as f:
            f.write(f'{len(nums)}\n{" ".join(map(str, nums))}\n{k}\n')
        with open(stem + '.ans', 'w') as f:
            f.write(f'{count_subarrays(nums, k)}\n')


main()
