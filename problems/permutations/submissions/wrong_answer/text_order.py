# Typical mistake: sorting the lines as text, so "-1 ..." and "10 ..." land in the
# wrong places (text order is not numeric order).
import sys
from itertools import permutations

data = sys.stdin.buffer.read().split()
n = int(data[0])
nums = list(map(int, data[1:1 + n]))
print("\n".join(sorted(" ".join(map(str, p)) for p in permutations(nums))))
