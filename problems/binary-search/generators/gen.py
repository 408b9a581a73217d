"""Writes data/secret for Binary Search. Run from the problem folder."""
import bisect
import os
import random

random.seed(20261127)
MAX_N = 10**5
MAX_Q = 5 * 10**4
LIMIT = 10**9


def answer(nums, targets):
    result = []
    for target in targets:
        index = bisect.bisect_left(nums, target)
        result.append(index if index < len(nums) and nums[index] == target else -1)
    return result


def distinct_sorted(count, low, high):
    return sorted(random.sample(range(low, high + 1), count))


def mixed_targets(nums, count, low, high):
    """About half of the targets are present, the rest are random values."""
    return [random.choice(nums) if random.random() < 0.5 else random.randint(low, high) for _ in range(count)]


def cases():
    yield [5], [5, 4, 6]
    yield [-LIMIT, LIMIT], [-LIMIT, LIMIT, 0, LIMIT - 1]
    yield [1, 2], [1, 2, 0, 3]
    small = list(range(-20, 21, 2))
    yield small, list(range(-22, 23))
    yield [1, 3, 5, 7, 9, 11, 13], [13, 13, 1, 1, 7]
    nums = distinct_sorted(1000, -5000, 5000)
    yield nums, mixed_targets(nums, 1000, -6000, 6000)
    nums = distinct_sorted(999, -LIMIT, LIMIT)
    yield nums, [nums[0], nums[-1], nums[len(nums) // 2], nums[0] - 1, nums[-1] + 1]
    nums = distinct_sorted(MAX_N, -LIMIT, LIMIT)
    yield nums, mixed_targets(nums, MAX_Q, -LIMIT, LIMIT)
    nums = list(range(0, 2 * MAX_N, 2))
    yield nums, [random.randint(-1, 2 * MAX_N) for _ in range(20000)]
    nums = distinct_sorted(2000, -LIMIT, LIMIT)
    yield nums, [nums[-1]] * 500 + [nums[-1] + 1] * 500 + [nums[0]] * 500 + [nums[0] - 1] * 500


def main():
    os.makedirs('data/secret', exist_ok=True)
    for number, (nums, targets) in enumerate(cases(), start=1):
        stem = f'data/secret/{number:02d}'
        with open(stem + '.in', 'w') as f:
            f.write(f'{len(nums)}\n{" ".join(map(str, nums))}\n{len(targets)}\n{" ".join(map(str, targets))}\n')
        with open(stem + '.ans', 'w') as f:
            f.write('\n'.join(map(str, answer(nums, targets))) + '\n')


main()
