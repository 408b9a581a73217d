import sys


def single_number(nums):
    # x ^ x == 0 and x ^ 0 == x, so every pair cancels out and only the single value remains.
    result = 0
    for value in nums:
        result ^= value
    return result


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    nums = list(map(int, data[1:1 + n]))
    print(single_number(nums))


main()
