"""Writes data/secret for Majority Element. Run from the problem folder: python3 generators/gen.py"""
import os
import random

random.seed(20260104)
SECRET = os.path.join("data", "secret")
LIMIT = 10**9


def solve(nums):
    counts = {}
    for value in nums:
        counts[value] = counts.get(value, 0) + 1
    value, count = max(counts.items(), key=lambda item: item[1])
    assert count * 2 > len(nums), "the input must have a majority element"
    return value


def with_majority(n, majority, copies, low, high):
    """Shuffled array holding `majority` exactly `copies` times and random other values."""
    others = []
    while len(others) < n - copies:
        value = random.randint(low, high)
        if value != majority:
            others.append(value)
    nums = [majority] * copies + others
    random.shuffle(nums)
    return nums


def majority_last(n, majority):
    """All other values first, each distinct, then the majority: slow for counting each value."""
    copies = n // 2 + 1
    others = random.sample(range(-LIMIT, LIMIT + 1), n - copies + 1)
    others = [value for value in others if value != majority][: n - copies]
    return others + [majority] * copies


def cases():
    yield [5]                                         # single element
    yield [-LIMIT]                                    # single extreme element
    yield [3, 3]                                      # two equal
    yield [1, 2, 2]                                   # majority not first
    yield [0] * 31                                    # all equal
    yield [8, 8, 8, 1, 2]                             # majority first
    yield [6, 9, 6, 9, 6, 9, 6]                       # alternating, odd length
    yield [1, 2, 3, 7, 7, 7, 7]                       # majority in the second half
    yield with_majority(10, LIMIT, 6, -LIMIT, LIMIT)  # even n, smallest possible count
    yield with_majority(1001, -7, 501, -10, 10)       # smallest count, many duplicates among the others
    yield with_majority(5000, 123456789, 4000, -LIMIT, LIMIT)
    yield majority_last(10**5, -999999999)            # maximum, majority only in the second half
    yield with_majority(10**5, 777, 50001, -LIMIT, LIMIT)  # maximum, shuffled


def main():
    os.makedirs(SECRET, exist_ok=True)
    for name in os.listdir(SECRET):
        os.remove(os.path.join(SECRET, name))
    for number, nums in enumerate(cases(), start=1):
        stem = os.path.join(SECRET, f"{number:02d}")
        with open(stem + ".in", "w") as f:
            f.write(f"{len(nums)}\n{' '.join(map(str, nums))}\n")
        with open(stem + ".ans", "w") as f:
            f.write(f"{solve(nums)}\n")


main()
