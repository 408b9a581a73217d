# Scans the whole array for every query: O(n * q).
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
nums = list(map(int, data[1:1 + n]))
q = int(data[1 + n])
out = []
for target in map(int, data[2 + n:2 + n + q]):
    found = -1
    for index in range(n):
        if nums[index] == target:
            found = index
            break
    out.append(found)
print('\n'.join(map(str, out)))
