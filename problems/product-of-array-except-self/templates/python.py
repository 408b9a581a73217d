import sys


def product_except_self(nums):
    # Write your solution here
    return []


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    nums = [int(x) for x in data[1:1 + n]]
    print(" ".join(map(str, product_except_self(nums))))


main()
