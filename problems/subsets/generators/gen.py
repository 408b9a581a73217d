"""Writes data/secret for Subsets. Run from the problem folder."""
import os
import random

random.seed(20251105)
OUT = os.path.join("data", "secret")


def solve(nums):
    nums = sorted(nums)
    subsets = []
    for mask in range(1 << len(nums)):
        subsets.append([nums[i] for i in range(len(nums)) if mask >> i & 1])
    return sorted(subsets)


def write(index, nums):
    name = os.path.join(OUT, f"{index:02d}")
    with open(name + ".in", "w") as f:
        f.write(f"{len(nums)}\n{' '.join(map(str, nums))}\n")
    with open(name + ".ans", "w") as f:
        f.write("".join(" ".join(map(str, s)) + "\n" for s in solve(nums)))


def main():
    os.makedirs(OUT, exist_ok=True)
    for old in os.listdir(OUT):
        os.remove(os.path.join(OUT, old))
    cases = [
        [0],                          # one number: the empty subset and itself
        [-10],
        [10, -10],                    # the bounds, in decreasing order
        [5, 4, 3, 2],                 # reversed input
        [-1, -10, -2],                # numeric, not text, order
        [2, 10, 1],                   # "10" sorts before "2" as text
        random.sample(range(-10, 11), 5),
        random.sample(range(-10, 11), 7),
        random.sample(range(-10, 11), 9),
        [10, 9, 8, 7, 6, -6, -7, -8, -9, -10],   # maximum size
        random.sample(range(-10, 11), 10),
    ]
    for index, nums in enumerate(cases, start=1):
        write(index, nums)


if __name__ == "__main__":
    main()
