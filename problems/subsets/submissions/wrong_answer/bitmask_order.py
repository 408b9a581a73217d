# Typical mistake: enumerating bitmasks 0 .. 2^n - 1 gives every subset, but in
# counting order (1, 2, 1 2, 3, ...), not lexicographic order.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
nums = sorted(map(int, data[1:1 + n]))
for mask in range(1 << n):
    print(" ".join(str(nums[i]) for i in range(n) if mask >> i & 1))
