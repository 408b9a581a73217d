# Mistake: plain binary search, as if the array were not rotated.
import sys
from bisect import bisect_left


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    nums = list(map(int, data[1:1 + n]))
    q = int(data[1 + n])
    out = []
    for target in map(int, data[2 + n:2 + n + q]):
        i = bisect_left(nums, target)
        out.append(i if i < n and nums[i] == target else -1)
    print('\n'.join(map(str, out)))


main()
