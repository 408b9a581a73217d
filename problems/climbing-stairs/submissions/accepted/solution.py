import sys


def climb_stairs(n):
    one_below, two_below = 1, 1  # ways to reach steps 1 and 0
    for _ in range(n - 1):
        one_below, two_below = one_below + two_below, one_below
    return one_below


def main():
    n = int(sys.stdin.buffer.read().split()[0])
    print(climb_stairs(n))


main()
