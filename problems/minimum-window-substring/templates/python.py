import sys


def min_window(s, t):
    # Write your solution here
    return ""


def main():
    lines = sys.stdin.read().split()
    s, t = lines[0], lines[1]
    print(min_window(s, t))


main()
