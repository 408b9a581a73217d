# Naive: tries every run of consecutive bars, tracking its lowest bar, O(n^2).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    heights = list(map(int, data[1:1 + n]))
    best = 0
    for i in range(n):
        low = heights[i]
        for j in range(i, n):
            if heights[j] < low:
                low = heights[j]
            if low * (j - i + 1) > best:
                best = low * (j - i + 1)
    print(best)


main()
