# Naive: compute the maximum of every window from scratch: O(n * k).
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
nums = list(map(int, data[1:1 + n]))
k = int(data[1 + n])
print(" ".join(str(max(nums[i:i + k])) for i in range(n - k + 1)))
