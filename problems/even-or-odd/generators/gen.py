"""Writes data/secret for Even or Odd. Run from the problem folder: python3 generators/gen.py"""
import os
import random

random.seed(20260107)
SECRET = os.path.join("data", "secret")
LIMIT = 10**9


def solve(numbers):
    return ["Even" if number % 2 == 0 else "Odd" for number in numbers]


def randoms(count, low, high):
    return [random.randint(low, high) for _ in range(count)]


def cases():
    yield [0]                                      # zero is even
    yield [1]
    yield [-1]                                     # negative odd
    yield [2]
    yield [-2]                                     # negative even
    yield [LIMIT, -LIMIT, LIMIT - 1, -LIMIT + 1]   # extremes
    yield [-7, -7, -7, -7, -7]                     # all equal, negative odd
    yield [4] * 6                                  # all equal, even
    yield list(range(-10, 11))                     # every small number around zero
    yield randoms(1000, -LIMIT, -1)                # negatives only
    yield randoms(2000, -100, 100)
    yield randoms(10**5, -LIMIT, LIMIT)            # maximum


def main():
    os.makedirs(SECRET, exist_ok=True)
    for name in os.listdir(SECRET):
        os.remove(os.path.join(SECRET, name))
    for number, numbers in enumerate(cases(), start=1):
        stem = os.path.join(SECRET, f"{number:02d}")
        with open(stem + ".in", "w") as f:
            f.write(f"{len(numbers)}\n{' '.join(map(str, numbers))}\n")
        with open(stem + ".ans", "w") as f:
            f.write("\n".join(solve(numbers)) + "\n")


main()
