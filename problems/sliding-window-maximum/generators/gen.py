"""Writes data/secret for Sliding Window Maximum. Run from the problem folder."""
import os
import random
from collections import deque

random.seed(20251110)
OUT = os.path.join("data", "secret")
MAX_N = 10**5
LIMIT = 10**4


def solve(nums, k):
    window = deque()               # indices whose values decrease from front to back
    maxima = []
    for i, value in enumerate(nums):
        while window and nums[window[-1]] <= value:
            window.pop()
        window.append(i)
        if window[0] <= i - k:
            window.popleft()
        if i >= k - 1:
            maxima.append(nums[window[0]])
    return maxima


def write(index, nums, k):
    name = os.path.join(OUT, f"{index:02d}")
    with open(name + ".in", "w") as f:
        f.write(f"{len(nums)}\n{' '.join(map(str, nums))}\n{k}\n")
    with open(name + ".ans", "w") as f:
        f.write(" ".join(map(str, solve(nums, k))) + "\n")


def main():
    os.makedirs(OUT, exist_ok=True)
    for old in os.listdir(OUT):
        os.remove(os.path.join(OUT, old))
    cases = [
        ([-10000], 1),                       # one number
        ([5, 5, 5, 5], 2),                   # all equal
        ([3, 3, 1, 1], 2),                   # a repeated maximum leaves the window
        ([1, 2, 3, 4, 5], 5),                # one window: the whole array
        ([9, 7, 5, 3, 1], 2),                # decreasing
        ([-5, -1, -3, -2, -8], 3),           # all negative
        ([random.randint(-10, 10) for _ in range(40)], 6),
        ([random.randint(-LIMIT, LIMIT) for _ in range(2000)], 100),
        ([random.randint(-LIMIT, LIMIT) for _ in range(MAX_N)], MAX_N // 2),
        ([LIMIT - i // 10 for i in range(MAX_N)], 1000),   # long decreasing runs
        ([random.randint(-3, 3) for _ in range(MAX_N)], 2),
    ]
    for index, (nums, k) in enumerate(cases, start=1):
        write(index, nums, k)


if __name__ == "__main__":
    main()
