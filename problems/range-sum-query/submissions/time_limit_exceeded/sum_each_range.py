# Naive: adds up every range from scratch, O(n * q) in the worst case.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    nums = list(map(int, data[1:1 + n]))
    q = int(data[1 + n])
    out = []
    for i in range(q):
        l, r = int(data[2 + n + 2 * i]), int(data[3 + n + 2 * i])
        out.append(sum(nums[l:r + 1]))
    print('\n'.join(map(str, out)))


main()
