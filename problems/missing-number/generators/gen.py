"""Writes data/secret for Missing Number. Run from the problem folder."""
import os
import random

random.seed(20261130)
MAX_N = 10**5


def missing_number(nums):
    return set(range(len(nums) + 1)).difference(nums).pop()


def without(n, missing, shuffle=True):
    nums = [value for value in range(n + 1) if value != missing]
    if shuffle:
        random.shuffle(nums)
    return nums


def cases():
    yield [0]
    yield [1]
    yield [1, 2]
    yield [2, 0]
    yield without(10, 10, shuffle=False)
    yield without(10, 0, shuffle=False)
    yield without(1000, 437)
    yield without(MAX_N, random.randint(1, MAX_N - 1))
    yield without(MAX_N, MAX_N)
    yield without(MAX_N, 0)
    yield list(reversed(without(MAX_N - 1, 12345, shuffle=False)))
    # n * (n + 1) lies between 2^32 and 2^33 here, which breaks a 32-bit sum formula
    yield without(80000, 4321)


def main():
    os.makedirs('data/secret', exist_ok=True)
    for number, nums in enumerate(cases(), start=1):
        stem = f'data/secret/{number:02d}'
        with open(stem + '.in', 'w') as f:
            f.write(f'{len(nums)}\n{" ".join(map(str, nums))}\n')
        with open(stem + '.ans', 'w') as f:
            f.write(f'{missing_number(nums)}\n')


main()
