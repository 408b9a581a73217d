# Typical mistake: when merging, the end becomes the end of the later interval even if
# the earlier one reaches further, so [1, 10] and [2, 3] become [1, 3].
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
values = list(map(int, data[1:1 + 2 * n]))
merged = []
for start, end in sorted(zip(values[0::2], values[1::2])):
    if merged and start <= merged[-1][1]:
        merged[-1][1] = end
    else:
        merged.append([start, end])
print("\n".join(f"{s} {e}" for s, e in merged))
