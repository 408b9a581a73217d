import sys


def min_subarray_len(target, nums):
    # Write your solution here
    return 0


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    nums = [int(x) for x in data[1:1 + n]]
    target = int(data[1 + n])
    print(min_subarray_len(target, nums))


main()
