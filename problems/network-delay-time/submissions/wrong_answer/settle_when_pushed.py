# Typical mistake: marking a node as done when it is first pushed, not when it is
# popped. Its first, possibly longer, route then wins: in 1 -> 2 (5), 1 -> 3 (1),
# 3 -> 2 (1) node 2 keeps distance 5 instead of 2.
import heapq
import sys

data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
out = [[] for _ in range(n + 1)]
for i in range(m):
    out[int(data[2 + 3 * i])].append((int(data[3 + 3 * i]), int(data[4 + 3 * i])))
source = int(data[2 + 3 * m])
distance = [-1] * (n + 1)
distance[source] = 0
heap = [(0, source)]
while heap:
    d, u = heapq.heappop(heap)
    for v, w in out[u]:
        if distance[v] == -1:
            distance[v] = d + w
            heapq.heappush(heap, (d + w, v))
print(-1 if -1 in distance[1:] else max(distance[1:]))
