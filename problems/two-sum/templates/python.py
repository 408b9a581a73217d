import sys


def two_sum(nums, target):
    # Write your solution here
    return []


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    nums = [int(x) for x in data[1:1 + n]]
    target = int(data[1 + n])
    print(" ".join(map(str, two_sum(nums, target))))


main()
