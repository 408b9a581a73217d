# Checks every substring for repeated characters: O(n^3) in the worst case.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
s = data[1].decode() if n > 0 else ''
best = 0
for i in range(n):
    for j in range(i + 1, n + 1):
        piece = s[i:j]
        if len(set(piece)) == len(piece):
            best = max(best, len(piece))
print(best)
