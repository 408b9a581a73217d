# Naive: merge the lists into the result one after another. The growing result is
# copied k times: O(k * N), about 5 * 10^8 steps for 10^4 lists of 10 values.
import sys

data = sys.stdin.buffer.read().split()
k = int(data[0])
position = 1
merged = []
for _ in range(k):
    length = int(data[position])
    values = list(map(int, data[position + 1:position + 1 + length]))
    position += 1 + length
    result = []
    i = j = 0
    while i < len(merged) and j < len(values):
        if merged[i] <= values[j]:
            result.append(merged[i])
            i += 1
        else:
            result.append(values[j])
            j += 1
    result.extend(merged[i:])
    result.extend(values[j:])
    merged = result
print(" ".join(map(str, merged)))
