import sys


def max_sliding_window(nums, k):
    # Write your solution here
    return []


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    nums = [int(x) for x in data[1:1 + n]]
    k = int(data[1 + n])
    print(" ".join(map(str, max_sliding_window(nums, k))))


main()
