# Typical mistake: backtracking over the numbers in input order without sorting them
# first, so the output is complete but not in lexicographic order.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
nums = list(map(int, data[1:1 + n]))
lines = []


def build(current, remaining):
    if not remaining:
        lines.append(" ".join(map(str, current)))
        return
    for i, value in enumerate(remaining):
        build(current + [value], remaining[:i] + remaining[i + 1:])


build([], nums)
print("\n".join(lines))
