import heapq
import sys
from collections import Counter


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    nums = data[1:1 + n]
    k = int(data[1 + n])
    counts = Counter(map(int, nums))
    best = heapq.nsmallest(k, counts.items(), key=lambda item: (-item[1], item[0]))
    print(" ".join(str(value) for value, _ in best))


main()
