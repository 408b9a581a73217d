import sys


def climb_stairs(n):
    # Write your solution here
    return 0


def main():
    n = int(sys.stdin.readline())
    print(climb_stairs(n))


main()
