# Typical mistake: the two-list merge stops as soon as one list runs out and forgets
# to append the rest of the other list.
import sys

data = sys.stdin.buffer.read().split()
k = int(data[0])
position = 1
merged = []
for _ in range(k):
    length = int(data[position])
    values = list(map(int, data[position + 1:position + 1 + length]))
    position += 1 + length
    if not merged:
        merged = values
        continue
    result = []
    i = j = 0
    while i < len(merged) and j < len(values):
        if merged[i] <= values[j]:
            result.append(merged[i])
            i += 1
        else:
            result.append(values[j])
            j += 1
    merged = result
print(" ".join(map(str, merged)))
