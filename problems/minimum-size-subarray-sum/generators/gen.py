"""Writes data/secret for Minimum Size Subarray Sum. Run from the problem folder."""
import os
import random

random.seed(20251107)
OUT = os.path.join("data", "secret")
MAX_N = 10**5
MAX_VALUE = 10**4


def solve(nums, target):
    best = 0
    window = 0
    left = 0
    for right, value in enumerate(nums):
        window += value
        while window >= target:
            length = right - left + 1
            if best == 0 or length < best:
                best = length
            window -= nums[left]
            left += 1
    return best


def write(index, nums, target):
    name = os.path.join(OUT, f"{index:02d}")
    with open(name + ".in", "w") as f:
        f.write(f"{len(nums)}\n{' '.join(map(str, nums))}\n{target}\n")
    with open(name + ".ans", "w") as f:
        f.write(f"{solve(nums, target)}\n")


def main():
    os.makedirs(OUT, exist_ok=True)
    for old in os.listdir(OUT):
        os.remove(os.path.join(OUT, old))
    big = [random.randint(1, MAX_VALUE) for _ in range(MAX_N)]
    ones = [1] * MAX_N
    cases = [
        ([5], 5),                        # one number, exactly the target
        ([5], 6),                        # one number, too small
        ([1, 4, 4], 4),                  # a single number suffices
        ([1, 2, 3, 4, 5], 15),           # only the whole array works
        ([1, 2, 3, 4, 5], 16),           # nothing works
        ([2, 2, 2, 2], 5),               # all equal
        ([random.randint(1, 10) for _ in range(50)], 37),
        (big, 10**9),                    # maximum target: even the sum is too small
        (big, sum(big)),                 # only the whole array
        (big, 5 * 10**6),
        (ones, 77777),                   # all ones: answer equals target
        ([random.randint(1, 3) for _ in range(MAX_N - 1)] + [MAX_VALUE], MAX_VALUE),
    ]
    for index, (nums, target) in enumerate(cases, start=1):
        write(index, nums, target)


if __name__ == "__main__":
    main()
