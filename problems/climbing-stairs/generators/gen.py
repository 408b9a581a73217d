"""Writes data/secret for Climbing Stairs. Run from the problem folder: python3 generators/gen.py"""
import os
import random

random.seed(20260105)
SECRET = os.path.join("data", "secret")


def solve(n):
    one_below, two_below = 1, 1  # ways to reach steps 1 and 0
    for _ in range(n - 1):
        one_below, two_below = one_below + two_below, one_below
    return one_below


def cases():
    yield 1                          # smallest: a single step
    yield 2
    yield 4
    yield 10
    yield random.randint(11, 30)
    yield 44
    yield 45                         # largest answer that fits in a signed 32-bit integer
    yield 46                         # first answer that overflows a signed 32-bit integer
    yield 47
    yield random.randint(50, 80)
    yield 89
    yield 90                         # maximum


def main():
    os.makedirs(SECRET, exist_ok=True)
    for name in os.listdir(SECRET):
        os.remove(os.path.join(SECRET, name))
    for number, n in enumerate(cases(), start=1):
        stem = os.path.join(SECRET, f"{number:02d}")
        with open(stem + ".in", "w") as f:
            f.write(f"{n}\n")
        with open(stem + ".ans", "w") as f:
            f.write(f"{solve(n)}\n")


main()
