import sys


def rob(nums):
    # Write your solution here
    return 0


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    nums = [int(x) for x in data[1:1 + n]]
    print(rob(nums))


main()
