import sys


def is_palindrome(x):
    # Negative numbers and numbers ending in 0 (other than 0 itself) cannot read the same backwards.
    if x < 0 or (x % 10 == 0 and x != 0):
        return False
    reversed_half = 0
    while x > reversed_half:
        reversed_half = reversed_half * 10 + x % 10
        x //= 10
    return x == reversed_half or x == reversed_half // 10


def main():
    x = int(sys.stdin.buffer.read().split()[0])
    print("true" if is_palindrome(x) else "false")


main()
