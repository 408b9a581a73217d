import heapq
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    out = [[] for _ in range(n + 1)]
    for i in range(m):
        u, v, w = int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])
        out[u].append((v, w))
    source = int(data[2 + 3 * m])
    distance = [-1] * (n + 1)
    heap = [(0, source)]
    while heap:
        d, u = heapq.heappop(heap)
        if distance[u] != -1:
            continue
        distance[u] = d
        for v, w in out[u]:
            if distance[v] == -1:
                heapq.heappush(heap, (d + w, v))
    print(-1 if -1 in distance[1:] else max(distance[1:]))


main()
