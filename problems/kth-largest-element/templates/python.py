import sys


def find_kth_largest(nums, k):
    # Write your solution here
    return 0


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    nums = [int(x) for x in data[1:1 + n]]
    k = int(data[1 + n])
    print(find_kth_largest(nums, k))


main()
