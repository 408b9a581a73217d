# Typical mistake: sorts by frequency only, so equal frequencies keep the order in
# which the values first appeared instead of putting the smaller value first.
import sys
from collections import Counter

data = sys.stdin.buffer.read().split()
n = int(data[0])
nums = list(map(int, data[1:1 + n]))
k = int(data[1 + n])
counts = Counter(nums)
ranked = sorted(counts, key=lambda value: -counts[value])
print(" ".join(map(str, ranked[:k])))
