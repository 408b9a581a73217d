import sys


def subsets(nums):
    # Write your solution here
    return []


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    nums = [int(x) for x in data[1:1 + n]]
    for subset in subsets(nums):
        print(" ".join(map(str, subset)))


main()
