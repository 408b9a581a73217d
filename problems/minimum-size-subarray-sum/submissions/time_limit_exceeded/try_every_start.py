# Naive: from every start, extend to the right until the sum reaches the target.
# O(n^2) when the windows are long or the target is never reached.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
nums = list(map(int, data[1:1 + n]))
target = int(data[1 + n])
best = 0
for start in range(n):
    total = 0
    for end in range(start, n):
        total += nums[end]
        if total >= target:
            if best == 0 or end - start + 1 < best:
                best = end - start + 1
            break
print(best)
