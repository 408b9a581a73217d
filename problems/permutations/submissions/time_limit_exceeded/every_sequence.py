# Naive: build all n^n sequences of picks and keep those in which no two positions
# hold the same number.
# For n = 8 that is 16.7 million sequences for only 40320 permutations.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
nums = sorted(map(int, data[1:1 + n]))
lines = []


def build(current):
    if len(current) == n:
        if all(current[i] != current[j] for i in range(n) for j in range(i + 1, n)):
            lines.append(" ".join(map(str, current)))
        return
    for value in nums:
        build(current + [value])


build([])
print("\n".join(lines))
