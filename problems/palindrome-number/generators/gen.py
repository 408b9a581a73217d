"""Writes data/secret for Palindrome Number. Run from the problem folder: python3 generators/gen.py"""
import os
import random

random.seed(20260112)
SECRET = os.path.join("data", "secret")
LOW, HIGH = -2**31, 2**31 - 1


def solve(x):
    return str(x) == str(x)[::-1]


def random_palindrome(digits):
    half = str(random.randint(10 ** ((digits + 1) // 2 - 1), 10 ** ((digits + 1) // 2) - 1))
    return int(half + half[: digits // 2][::-1])


def cases():
    yield 0                        # zero is a palindrome
    yield 7                        # one digit
    yield -7                       # negative one digit
    yield 10                       # trailing zero
    yield 100
    yield 11
    yield 1000000001               # zeros inside
    yield 1000021                  # almost a palindrome
    yield random_palindrome(9)     # odd number of digits
    yield random_palindrome(8)     # even number of digits
    yield -random_palindrome(5)    # negative, digits symmetric
    yield 2147447412               # largest palindrome in range
    yield HIGH                     # maximum, not a palindrome
    yield LOW                      # minimum
    yield random.randint(10**8, HIGH)


def main():
    os.makedirs(SECRET, exist_ok=True)
    for name in os.listdir(SECRET):
        os.remove(os.path.join(SECRET, name))
    for number, x in enumerate(cases(), start=1):
        assert LOW <= x <= HIGH
        stem = os.path.join(SECRET, f"{number:02d}")
        with open(stem + ".in", "w") as f:
            f.write(f"{x}\n")
        with open(stem + ".ans", "w") as f:
            f.write("true\n" if solve(x) else "false\n")


main()
