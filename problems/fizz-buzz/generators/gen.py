"""Writes data/secret for Fizz Buzz. Run from the problem folder: python3 generators/gen.py"""
import os
import random

random.seed(20260111)
SECRET = os.path.join("data", "secret")


def word_for(i):
    if i % 15 == 0:
        return "FizzBuzz"
    if i % 3 == 0:
        return "Fizz"
    if i % 5 == 0:
        return "Buzz"
    return str(i)


def cases():
    yield 1                                   # smallest
    yield 2
    yield 3                                   # ends on the first Fizz
    yield 10                                  # ends on a Buzz
    yield 14
    yield 16                                  # just past the first FizzBuzz
    yield 30
    yield 100
    yield random.randint(101, 999)
    yield random.randint(1000, 9999)
    yield 99990                               # ends on a FizzBuzz
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
            f.write("\n".join(word_for(i) for i in range(1, n + 1)) + "\n")


main()
