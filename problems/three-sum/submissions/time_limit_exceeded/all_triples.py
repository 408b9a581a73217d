# Tries every triple of positions and deduplicates with a set: O(n^3).
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
nums = list(map(int, data[1:1 + n]))
found = set()
for i in range(n):
    for j in range(i + 1, n):
        for k in range(j + 1, n):
            if nums[i] + nums[j] + nums[k] == 0:
                found.add(tuple(sorted((nums[i], nums[j], nums[k]))))
triplets = sorted(found)
print(len(triplets))
for a, b, c in triplets:
    print(a, b, c)
