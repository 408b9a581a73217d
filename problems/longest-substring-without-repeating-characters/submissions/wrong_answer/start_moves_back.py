# Mistake: jumps the window start to the previous copy even when that copy is already
# outside the window, so the start can move backwards ("abba" gives 3 instead of 2).
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
s = data[1].decode() if n > 0 else ''
last_seen = {}
start = 0
best = 0
for index, char in enumerate(s):
    if char in last_seen:
        start = last_seen[char] + 1
    last_seen[char] = index
    best = max(best, index - start + 1)
print(best)
