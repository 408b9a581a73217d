"""Writes data/secret for Counting Bits. Run from the problem folder: python3 generators/gen.py"""
import os
import random

random.seed(20260113)
SECRET = os.path.join("data", "secret")


def solve(n):
    return [bin(i).count("1") for i in range(n + 1)]


def cases():
    yield 0                                   # smallest
    yield 1
    yield 2
    yield 3
    yield 8                                   # ends on a power of two
    yield 15                                  # ends on all ones
    yield 16
    yield 1023
    yield 1024
    yield random.randint(2000, 9999)
    yield 65535
    yield 99999
    yield 10**5                               # maximum


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
