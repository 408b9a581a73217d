"""Writes data/secret for Print 1 to N. Run from the problem folder: python3 generators/gen.py"""
import os
import random

random.seed(20260106)
SECRET = os.path.join("data", "secret")


def solve(n):
    return list(range(1, n + 1))


def cases():
    yield 1                                  # smallest
    yield 2
    yield 3
    yield 9
    yield 10                                 # first two-digit number at the end
    yield 11
    yield 100
    yield random.randint(101, 999)
    yield random.randint(1000, 9999)
    yield 54321
    yield 99999
    yield 10**5                              # maximum


def main():
    os.makedirs(SECRET, exist_ok=True)
    for name in os.listdir(SECRET):
        os.remove(os.path.join(SECRET, name))
    for number, n in enumerate(cases(), start=1):
        stem = os.path.join(SECRET, f"{number:02d}")
        with open(stem + ".in", "w") as f:
            f.write(f"{n}\n")
        with open(stem + ".ans", "w") as f:
            f.write(" ".join(map(str, solve(n))) + "\n")


main()
