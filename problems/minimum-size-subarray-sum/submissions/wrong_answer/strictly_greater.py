# Typical mistake: shrinking only while the sum is strictly greater than the target,
# so windows whose sum equals the target are never counted.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
nums = list(map(int, data[1:1 + n]))
target = int(data[1 + n])
best = n + 1
window = 0
left = 0
for right in range(n):
    window += nums[right]
    while window > target:
        best = min(best, right - left + 1)
        window -= nums[left]
        left += 1
print(best if best <= n else 0)
