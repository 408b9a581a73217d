# Mistake: treats r as exclusive, so the last element of every range is left out.
import sys
from itertools import accumulate


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    prefix = [0, *accumulate(map(int, data[1:1 + n]))]
    q = int(data[1 + n])
    out = []
    for i in range(q):
        l, r = int(data[2 + n + 2 * i]), int(data[3 + n + 2 * i])
        out.append(prefix[r] - prefix[l])
    print('\n'.join(map(str, out)))


main()
