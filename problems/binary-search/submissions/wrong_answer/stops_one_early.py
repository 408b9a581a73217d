# Mistake: loops while low < high, so the last remaining candidate is never compared.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
nums = list(map(int, data[1:1 + n]))
q = int(data[1 + n])
out = []
for target in map(int, data[2 + n:2 + n + q]):
    low, high = 0, n - 1
    found = -1
    while low < high:
        mid = (low + high) // 2
        if nums[mid] == target:
            found = mid
            break
        if nums[mid] < target:
            low = mid + 1
        else:
            high = mid - 1
    out.append(found)
print('\n'.join(map(str, out)))
