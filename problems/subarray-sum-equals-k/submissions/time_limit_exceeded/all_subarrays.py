# Sums every subarray from every start: O(n^2).
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
nums = list(map(int, data[1:1 + n]))
k = int(data[1 + n])
count = 0
for start in range(n):
    total = 0
    for end in range(start, n):
        total += nums[end]
        if total == k:
            count += 1
print(count)
