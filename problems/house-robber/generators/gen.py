"""Writes data/secret for House Robber. Run from the problem folder."""
import os
import random

random.seed(20251109)
OUT = os.path.join("data", "secret")
MAX_N = 10**5
MAX_VALUE = 10**9


def solve(nums):
    take, skip = 0, 0          # best total with the previous house taken / not taken
    for value in nums:
        take, skip = skip + value, max(take, skip)
    return max(take, skip)


def write(index, nums):
    name = os.path.join(OUT, f"{index:02d}")
    with open(name + ".in", "w") as f:
        f.write(f"{len(nums)}\n{' '.join(map(str, nums))}\n")
    with open(name + ".ans", "w") as f:
        f.write(f"{solve(nums)}\n")


def main():
    os.makedirs(OUT, exist_ok=True)
    for old in os.listdir(OUT):
        os.remove(os.path.join(OUT, old))
    cases = [
        [7],                              # one house
        [0],
        [3, 9],                           # two neighbours: take the larger
        [0, 0, 0, 0],                     # nothing to take
        [5, 5, 5, 5, 5],                  # all equal, odd length
        [2, 1, 1, 2],                     # skip two houses in a row
        [10, 1, 1, 10, 1, 1, 10],         # neither all odd nor all even positions
        [random.randint(0, 100) for _ in range(60)],
        [random.randint(0, 10**4) for _ in range(1000)],
        [MAX_VALUE] * MAX_N,              # maximum sum: needs 64-bit integers
        [random.randint(0, MAX_VALUE) for _ in range(MAX_N)],
        [random.choice([0, 1, 2, 1000]) for _ in range(MAX_N)],
    ]
    for index, nums in enumerate(cases, start=1):
        write(index, nums)


if __name__ == "__main__":
    main()
