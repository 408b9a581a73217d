# Typical mistake: updating the best window with "<=" instead of "<", so among
# equally short windows the last one wins instead of the leftmost.
import sys

data = sys.stdin.buffer.read().split()
s, t = data[0].decode(), data[1].decode()
need = {}
for ch in t:
    need[ch] = need.get(ch, 0) + 1
missing = len(t)
best = None
left = 0
for right, ch in enumerate(s):
    if need.get(ch, 0) > 0:
        missing -= 1
    need[ch] = need.get(ch, 0) - 1
    if missing == 0:
        while need[s[left]] < 0:
            need[s[left]] += 1
            left += 1
        if best is None or right - left + 1 <= len(best):
            best = s[left:right + 1]
        need[s[left]] += 1
        missing += 1
        left += 1
print(best or "")
