# Looks up every candidate 0..n in the list with a linear search: O(n^2).
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
nums = list(map(int, data[1:1 + n]))
for candidate in range(n + 1):
    found = False
    for value in nums:
        if value == candidate:
            found = True
            break
    if not found:
        print(candidate)
        break
