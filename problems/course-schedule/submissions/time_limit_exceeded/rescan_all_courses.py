# Naive: sweep over all courses again and again, taking every course whose
# prerequisites are all done, until a sweep takes nothing. A long chain needs one
# sweep per course: O(n * (n + m)).
import sys

data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
needs = [[] for _ in range(n)]
for i in range(m):
    needs[int(data[2 + 2 * i])].append(int(data[3 + 2 * i]))
done = [False] * n
order = []
progress = True
while progress:
    progress = False
    for course in range(n):
        if not done[course] and all(done[b] for b in needs[course]):
            done[course] = True
            order.append(course)
            progress = True
print(" ".join(map(str, order)) if len(order) == n else "IMPOSSIBLE")
