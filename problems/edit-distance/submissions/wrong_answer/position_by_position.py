# Mistake: compares the words position by position and adds the length difference,
# which misses that one insertion or deletion can realign everything after it.
import sys

lines = sys.stdin.read().split('\n')
word1 = lines[1].strip() if len(lines) > 1 else ''
word2 = lines[3].strip() if len(lines) > 3 else ''
changes = sum(1 for a, b in zip(word1, word2) if a != b)
print(changes + abs(len(word1) - len(word2)))
