import sys


def total_n_queens(n):
    # Write your solution here
    return 0


def main():
    n = int(sys.stdin.read().split()[0])
    print(total_n_queens(n))


main()
