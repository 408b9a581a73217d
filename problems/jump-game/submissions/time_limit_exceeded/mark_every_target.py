# Naive dynamic programming: from every reachable cell, mark every cell it can jump
# to. O(n * max(nums)) work, far too slow when the jumps are long.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
nums = list(map(int, data[1:1 + n]))
reachable = [False] * n
reachable[0] = True
for i in range(n):
    if reachable[i]:
        for j in range(i + 1, min(n, i + nums[i] + 1)):
            reachable[j] = True
print("true" if reachable[n - 1] else "false")
