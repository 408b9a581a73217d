import sys
from itertools import accumulate


def range_sums(nums, queries):
    prefix = [0, *accumulate(nums)]  # prefix[i] = nums[0] + ... + nums[i - 1]
    return [prefix[r + 1] - prefix[l] for l, r in queries]


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    nums = list(map(int, data[1:1 + n]))
    q = int(data[1 + n])
    bounds = list(map(int, data[2 + n:2 + n + 2 * q]))
    queries = zip(bounds[0::2], bounds[1::2])
    sys.stdout.write('\n'.join(map(str, range_sums(nums, queries))) + '\n')


main()
