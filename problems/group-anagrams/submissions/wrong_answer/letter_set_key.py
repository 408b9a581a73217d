# Mistake: groups by the set of letters, ignoring how many times each letter occurs,
# so "aab" and "abb" land in the same group.
import sys
from collections import defaultdict

data = sys.stdin.read().split()
n = int(data[0])
groups = defaultdict(list)
for word in data[1:1 + n]:
    groups[''.join(sorted(set(word)))].append(word)
result = sorted(sorted(group) for group in groups.values())
print(len(result))
for group in result:
    print(' '.join(group))
