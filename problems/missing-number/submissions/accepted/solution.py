import sys


def missing_number(nums):
    # XOR of all indices 0..n and all values: every present value cancels with its index.
    result = len(nums)
    for index, value in enumerate(nums):
        result ^= index ^ value
    return result


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    nums = list(map(int, data[1:1 + n]))
    print(missing_number(nums))


main()
