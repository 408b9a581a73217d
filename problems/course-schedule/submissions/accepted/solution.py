import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    after = [[] for _ in range(n)]
    missing = [0] * n
    for i in range(m):
        course, before = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        after[before].append(course)
        missing[course] += 1
    ready = deque(c for c in range(n) if missing[c] == 0)
    order = []
    while ready:
        course = ready.popleft()
        order.append(course)
        for nxt in after[course]:
            missing[nxt] -= 1
            if missing[nxt] == 0:
                ready.append(nxt)
    print(" ".join(map(str, order)) if len(order) == n else "IMPOSSIBLE")


main()
