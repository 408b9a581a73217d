# For every letter of s, scans t from the start for an unused copy: O(n^2).
import sys

data = sys.stdin.buffer.read().split()
s, t = data[0].decode(), data[1].decode()
used = [False] * len(t)
result = len(s) == len(t)
if result:
    for letter in s:
        for index in range(len(t)):
            if not used[index] and t[index] == letter:
                used[index] = True
                break
        else:
            result = False
            break
print('true' if result else 'false')
