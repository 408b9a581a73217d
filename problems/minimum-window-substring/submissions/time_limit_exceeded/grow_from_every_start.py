# Naive: from every start, extend the window to the right until it covers t.
# O(|s|^2) when windows are long or do not exist.
import sys

data = sys.stdin.buffer.read().split()
s, t = data[0].decode(), data[1].decode()
need = {}
for ch in t:
    need[ch] = need.get(ch, 0) + 1
best = None
for start in range(len(s)):
    remaining = dict(need)
    missing = len(t)
    for end in range(start, len(s)):
        ch = s[end]
        if remaining.get(ch, 0) > 0:
            missing -= 1
        remaining[ch] = remaining.get(ch, 0) - 1
        if missing == 0:
            if best is None or end - start + 1 < len(best):
                best = s[start:end + 1]
            break
print(best or "")
