# Mistake: forgets the empty prefix (sum 0), so subarrays starting at index 0 are never counted.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
nums = list(map(int, data[1:1 + n]))
k = int(data[1 + n])
seen = {}
prefix = 0
count = 0
for value in nums:
    prefix += value
    count += seen.get(prefix - k, 0)
    seen[prefix] = seen.get(prefix, 0) + 1
print(count)
