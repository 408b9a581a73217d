# Counts the occurrences of every element by scanning the whole array: O(n^2).
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
nums = list(map(int, data[1:1 + n]))
for value in nums:
    occurrences = 0
    for other in nums:
        if other == value:
            occurrences += 1
    if occurrences == 1:
        print(value)
        break
