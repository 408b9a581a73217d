# Naive: insert intervals one by one, comparing each with every group built so far
# and absorbing all groups it overlaps. O(n^2) when few intervals overlap.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
values = list(map(int, data[1:1 + 2 * n]))
groups = []
for start, end in zip(values[0::2], values[1::2]):
    kept = []
    for group in groups:
        if group[0] <= end and start <= group[1]:
            start = min(start, group[0])
            end = max(end, group[1])
        else:
            kept.append(group)
    kept.append((start, end))
    groups = kept
print("\n".join(f"{s} {e}" for s, e in sorted(groups)))
