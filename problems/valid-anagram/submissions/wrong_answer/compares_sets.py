# Mistake: compares which letters occur, not how many times each occurs.
import sys

data = sys.stdin.buffer.read().split()
print('true' if set(data[0]) == set(data[1]) else 'false')
