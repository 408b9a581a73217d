# Mistake: fills each column up to the tallest column on its left, forgetting that the
# right side must hold the water too.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
height = list(map(int, data[1:1 + n]))
left_max = 0
total = 0
for h in height:
    left_max = max(left_max, h)
    total += left_max - h
print(total)
