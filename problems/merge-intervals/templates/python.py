import sys


def merge(intervals):
    # Write your solution here
    return []


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    intervals = [[int(data[1 + 2 * i]), int(data[2 + 2 * i])] for i in range(n)]
    for start, end in merge(intervals):
        print(start, end)


main()
