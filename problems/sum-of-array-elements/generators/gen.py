"""Writes data/secret for Sum of Array Elements. Run from the problem folder: python3 generators/gen.py"""
import os
import random

random.seed(20260110)
SECRET = os.path.join("data", "secret")
LIMIT = 10**9


def solve(numbers):
    return sum(numbers)


def randoms(count, low, high):
    return [random.randint(low, high) for _ in range(count)]


def cases():
    yield [0]                                  # single zero
    yield [-LIMIT]                             # single extreme
    yield [5, -5]                              # cancels out
    yield [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    yield [-3, -1, -4, -1, -5]                 # all negative
    yield [7] * 20                             # all equal
    yield [LIMIT, LIMIT, LIMIT]                # total just above 32-bit range
    yield [-LIMIT] * 3                         # total just below 32-bit range
    yield randoms(1000, -100, 100)
    yield randoms(5000, -LIMIT, LIMIT)
    yield [LIMIT] * 10**5                      # maximum total, 10^14
    yield randoms(10**5, -LIMIT, LIMIT // 2)   # maximum size, mostly negative


def main():
    os.makedirs(SECRET, exist_ok=True)
    for name in os.listdir(SECRET):
        os.remove(os.path.join(SECRET, name))
    for number, numbers in enumerate(cases(), start=1):
        stem = os.path.join(SECRET, f"{number:02d}")
        with open(stem + ".in", "w") as f:
            f.write(f"{len(numbers)}\n{' '.join(map(str, numbers))}\n")
        with open(stem + ".ans", "w") as f:
            f.write(f"{solve(numbers)}\n")


main()
