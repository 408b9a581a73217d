import sys


def is_valid(s):
    # Write your solution here
    return False


def main():
    s = sys.stdin.readline().strip()
    print("true" if is_valid(s) else "false")


main()
