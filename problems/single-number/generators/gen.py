"""Writes data/secret for Single Number. Run from the problem folder."""
import os
import random
from collections import Counter

random.seed(20261129)
MAX_N = 10**5 - 1
LIMIT = 10**9


def single_number(nums):
    return next(value for value, count in Counter(nums).items() if count == 1)


def build(pair_values, single, shuffle=True):
    nums = [value for value in pair_values for _ in range(2)] + [single]
    if shuffle:
        random.shuffle(nums)
    return nums


def distinct_values(count, excluded):
    values = set()
    while len(values) < count:
        value = random.randint(-LIMIT, LIMIT)
        if value != excluded:
            values.add(value)
    return list(values)


def cases():
    yield [0]
    yield [LIMIT]
    yield [5, 0, 5]
    yield [0, 5, 5]
    yield [1, 1, 2, 2, 3]
    yield [-LIMIT, LIMIT, LIMIT, 3, 3]
    yield build([10, 20, 30, 40], 50, shuffle=False)
    yield build(list(range(-50, 50)), 77)
    yield build(distinct_values(1000, -3), -3)
    yield build(distinct_values(MAX_N // 2, LIMIT), LIMIT)
    yield build(distinct_values(MAX_N // 2, -LIMIT), -LIMIT)
    yield sorted(build(list(range(1, MAX_N // 2 + 1)), MAX_N // 2 + 1))


def main():
    os.makedirs('data/secret', exist_ok=True)
    for number, nums in enumerate(cases(), start=1):
        stem = f'data/secret/{number:02d}'
        with open(stem + '.in', 'w') as f:
            f.write(f'{len(nums)}\n{" ".join(map(str, nums))}\n')
        with open(stem + '.ans', 'w') as f:
            f.write(f'{single_number(nums)}\n')


main()
