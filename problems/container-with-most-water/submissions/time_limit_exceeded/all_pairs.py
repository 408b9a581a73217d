# Tries every pair of walls: O(n^2), far too slow for n = 10^5.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
height = list(map(int, data[1:1 + n]))
best = 0
for i in range(n):
    hi = height[i]
    for j in range(i + 1, n):
        area = (j - i) * min(hi, height[j])
        if area > best:
            best = area
print(best)
