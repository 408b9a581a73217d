# For every column, scans the whole array for the tallest column on each side: O(n^2).
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
height = list(map(int, data[1:1 + n]))
total = 0
for i in range(n):
    left_max = 0
    for j in range(i + 1):
        if height[j] > left_max:
            left_max = height[j]
    right_max = 0
    for j in range(i, n):
        if height[j] > right_max:
            right_max = height[j]
    total += min(left_max, right_max) - height[i]
print(total)
