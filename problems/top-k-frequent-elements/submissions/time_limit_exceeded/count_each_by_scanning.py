# Naive: for every distinct value, scan the whole array to count it: O(n * d).
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
nums = list(map(int, data[1:1 + n]))
k = int(data[1 + n])
pairs = []
for value in set(nums):
    count = 0
    for x in nums:
        if x == value:
            count += 1
    pairs.append((-count, value))
pairs.sort()
print(" ".join(str(value) for _, value in pairs[:k]))
