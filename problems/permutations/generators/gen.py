"""Writes data/secret for Permutations. Run from the problem folder."""
import itertools
import os
import random

random.seed(20251104)
OUT = os.path.join("data", "secret")


def solve(nums):
    return itertools.permutations(sorted(nums))


def write(index, nums):
    name = os.path.join(OUT, f"{index:02d}")
    with open(name + ".in", "w") as f:
        f.write(f"{len(nums)}\n{' '.join(map(str, nums))}\n")
    with open(name + ".ans", "w") as f:
        f.write("".join(" ".join(map(str, p)) + "\n" for p in solve(nums)))


def distinct(n):
    return random.sample(range(-10, 11), n)


def main():
    os.makedirs(OUT, exist_ok=True)
    for old in os.listdir(OUT):
        os.remove(os.path.join(OUT, old))
    cases = [
        [0],                          # a single number
        [-10],
        [10, -10],                    # the bounds, given in decreasing order
        [3, 2, 1],                    # reversed input
        [-1, -10, 2, -2],             # negatives: numeric, not text, order
        [1, 10, 2, 9],                # "10" sorts before "2" as text, not as numbers
        distinct(5),
        distinct(6),
        distinct(7),
        [-10, -9, -8, 10, 9, 8, 0, 1],  # maximum size
        distinct(8),
    ]
    for index, nums in enumerate(cases, start=1):
        write(index, nums)


if __name__ == "__main__":
    main()
