"""Writes data/secret for Remove Duplicates from Sorted Array.

Run from the problem folder: python3 generators/gen.py"""
import os
import random

random.seed(20260103)
SECRET = os.path.join("data", "secret")
LIMIT = 10**9


def solve(nums):
    kept = nums[:1]
    for value in nums[1:]:
        if value != kept[-1]:
            kept.append(value)
    return kept


def sorted_random(n, low, high):
    return sorted(random.randint(low, high) for _ in range(n))


def runs(n, low, high, longest):
    """n sorted values where each distinct value repeats 1 to `longest` times."""
    nums = []
    for value in sorted(random.sample(range(low, high + 1), n)):
        nums.extend([value] * random.randint(1, longest))
        if len(nums) >= n:
            return nums[:n]
    return nums


def cases():
    yield [7]                                   # single element
    yield [-LIMIT]                              # single extreme element
    yield [3, 3]                                # two equal
    yield [1, 2]                                # two distinct
    yield [0] * 50                              # all equal
    yield list(range(-10, 11))                  # no duplicates
    yield [-LIMIT, -LIMIT, 0, LIMIT, LIMIT]     # extremes repeated
    yield [1, 2, 3, 3, 3, 3]                    # duplicates only at the end
    yield [4, 4, 4, 4, 5, 6, 7]                 # duplicates only at the start
    yield sorted_random(1000, -20, 20)          # many duplicates
    yield sorted_random(5000, -LIMIT, LIMIT)    # almost all distinct
    yield [42] * 10**5                          # maximum, all equal
    yield runs(10**5, -LIMIT, LIMIT, 4)         # maximum, runs of 1 to 4 equal values


def main():
    os.makedirs(SECRET, exist_ok=True)
    for name in os.listdir(SECRET):
        os.remove(os.path.join(SECRET, name))
    for number, nums in enumerate(cases(), start=1):
        kept = solve(nums)
        stem = os.path.join(SECRET, f"{number:02d}")
        with open(stem + ".in", "w") as f:
            f.write(f"{len(nums)}\n{' '.join(map(str, nums))}\n")
        with open(stem + ".ans", "w") as f:
            f.write(f"{len(kept)}\n{' '.join(map(str, kept))}\n")


main()
