import sys


def can_jump(nums):
    # Write your solution here
    return False


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    nums = [int(x) for x in data[1:1 + n]]
    print("true" if can_jump(nums) else "false")


main()
