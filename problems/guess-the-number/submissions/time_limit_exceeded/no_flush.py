# Never flushes: printed to a pipe, the guess stays in Python's buffer, so the judge
# waits for it while the program waits for the answer, until the time runs out.
import sys

n = int(sys.stdin.readline())
low, high = 1, n
while low <= high:
    mid = (low + high) // 2
    print(mid)
    reply = sys.stdin.readline().strip()
    if reply == 'correct':
        break
    if reply == 'higher':
        low = mid + 1
    else:
        high = mid - 1
