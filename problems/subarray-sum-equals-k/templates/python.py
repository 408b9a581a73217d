import sys


def subarray_sum(nums, k):
    # Write your solution here
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    nums = list(map(int, data[1:1 + n]))
    k = int(data[1 + n])
    print(subarray_sum(nums, k))


main()
