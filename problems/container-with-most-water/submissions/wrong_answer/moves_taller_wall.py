# Mistake: moves the taller wall inward, which can skip the best pair.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
height = list(map(int, data[1:1 + n]))
left, right = 0, n - 1
best = 0
while left < right:
    best = max(best, (right - left) * min(height[left], height[right]))
    if height[left] > height[right]:
        left += 1
    else:
        right -= 1
print(best)
