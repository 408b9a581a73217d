"""Writes data/secret for Maximum of Two Numbers. Run from the problem folder: python3 generators/gen.py"""
import os
import random

random.seed(20260109)
SECRET = os.path.join("data", "secret")
LIMIT = 10**18


def solve(a, b):
    return a if a >= b else b


def cases():
    yield 0, 0                                   # equal, zero
    yield 5, 5                                   # equal
    yield 9, 10                                  # more digits means larger (text comparison gets it wrong)
    yield 100, 99
    yield -1, 0                                  # zero beats a negative
    yield -20, -3                                # both negative
    yield LIMIT, -LIMIT                          # extremes
    yield -LIMIT, -LIMIT                         # equal extremes
    yield LIMIT - 2, LIMIT - 1                   # differ only in the last digit of a huge number
    yield 2**31, 2**31 - 1                       # just past 32-bit range
    yield -(2**40), 3
    yield random.randint(-LIMIT, LIMIT), random.randint(-LIMIT, LIMIT)
    yield 123456789012345678, 123456789012345679


def main():
    os.makedirs(SECRET, exist_ok=True)
    for name in os.listdir(SECRET):
        os.remove(os.path.join(SECRET, name))
    for number, (a, b) in enumerate(cases(), start=1):
        stem = os.path.join(SECRET, f"{number:02d}")
        with open(stem + ".in", "w") as f:
            f.write(f"{a} {b}\n")
        with open(stem + ".ans", "w") as f:
            f.write(f"{solve(a, b)}\n")


main()
