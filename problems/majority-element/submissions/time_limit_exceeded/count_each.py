# Counts the occurrences of every value in turn: O(n^2) when the majority comes last.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    nums = [int(x) for x in data[1:1 + n]]
    for value in nums:
        count = 0
        for other in nums:
            if other == value:
                count += 1
        if count * 2 > n:
            print(value)
            return


main()
