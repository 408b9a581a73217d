"""Writes data/secret for Reverse a String. Run from the problem folder: python3 generators/gen.py"""
import os
import random
import string

random.seed(20260108)
SECRET = os.path.join("data", "secret")
ALPHABET = string.ascii_letters + string.digits


def solve(s):
    return s[::-1]


def random_text(length, alphabet=ALPHABET):
    return "".join(random.choice(alphabet) for _ in range(length))


def cases():
    yield "x"                                   # single character
    yield "Z9"                                  # two characters
    yield "racecar"                             # a palindrome reads the same
    yield "aaaaaaa"                             # all equal
    yield "AbCdEf"                              # mixed case must be kept
    yield "0123456789"                          # digits only
    yield "Programming101"
    yield random_text(100)
    yield random_text(1000, "ab")               # few distinct characters
    yield random_text(5000)
    yield random_text(99999)
    yield random_text(10**5)                    # maximum


def main():
    os.makedirs(SECRET, exist_ok=True)
    for name in os.listdir(SECRET):
        os.remove(os.path.join(SECRET, name))
    for number, s in enumerate(cases(), start=1):
        stem = os.path.join(SECRET, f"{number:02d}")
        with open(stem + ".in", "w") as f:
            f.write(s + "\n")
        with open(stem + ".ans", "w") as f:
            f.write(solve(s) + "\n")


main()
