import sys


def missing_number(nums):
    # Write your solution here
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    nums = list(map(int, data[1:1 + n]))
    print(missing_number(nums))


main()
