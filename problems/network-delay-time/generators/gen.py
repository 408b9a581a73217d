"""Writes data/secret for Network Delay Time. Run from the problem folder."""
import heapq
import os
import random

random.seed(20251113)
OUT = os.path.join("data", "secret")
MAX_N = 10**5
MAX_M = 10**5
MAX_W = 10**4


def solve(n, links, source):
    out = [[] for _ in range(n + 1)]
    for u, v, w in links:
        out[u].append((v, w))
    distance = [None] * (n + 1)
    heap = [(0, source)]
    while heap:
        d, u = heapq.heappop(heap)
        if distance[u] is not None:
            continue
        distance[u] = d
        for v, w in out[u]:
            if distance[v] is None:
                heapq.heappush(heap, (d + w, v))
    reached = distance[1:]
    return -1 if None in reached else max(reached)


def write(index, n, links, source):
    assert len({(u, v) for u, v, _ in links}) == len(links) <= MAX_M
    assert all(u != v for u, v, _ in links)
    name = os.path.join(OUT, f"{index:02d}")
    with open(name + ".in", "w") as f:
        f.write(f"{n} {len(links)}\n")
        f.write("".join(f"{u} {v} {w}\n" for u, v, w in links))
        f.write(f"{source}\n")
    with open(name + ".ans", "w") as f:
        f.write(f"{solve(n, links, source)}\n")


def reachable_graph(n, m, max_w):
    """A random tree hanging from a random source, plus random extra links."""
    order = list(range(1, n + 1))
    random.shuffle(order)
    links = {}
    for i in range(1, n):
        parent = order[random.randint(max(0, i - 50), i - 1)]
        links[(parent, order[i])] = random.randint(1, max_w)
    while len(links) < m:
        u, v = random.sample(range(1, n + 1), 2)
        links.setdefault((u, v), random.randint(1, max_w))
    result = [(u, v, w) for (u, v), w in links.items()]
    random.shuffle(result)
    return n, result, order[0]


def main():
    os.makedirs(OUT, exist_ok=True)
    for old in os.listdir(OUT):
        os.remove(os.path.join(OUT, old))
    chain = [(i, i + 1, MAX_W) for i in range(1, MAX_N // 2)]
    random.shuffle(chain)
    cases = [
        (1, [], 1),                                         # one node: time 0
        (2, [], 1),                                         # no links at all
        (2, [(1, 2, 7), (2, 1, 3)], 2),
        (3, [(1, 2, 1), (2, 3, 1), (1, 3, 5)], 1),          # two hops beat one link
        (4, [(1, 2, 4), (1, 3, 4), (2, 4, 1), (3, 4, 1)], 1),   # equal routes
        (5, [(1, 2, 1), (2, 3, 1), (3, 1, 1), (4, 5, 1)], 1),   # a cycle; 4 and 5 unreachable
        (4, [(1, 2, 1), (1, 3, 10), (2, 3, 1), (3, 4, 1), (2, 4, 50)], 1),
        reachable_graph(200, 600, 20),
        reachable_graph(3000, 10000, MAX_W),
        (MAX_N // 2, chain, 1),                             # a long chain: answer near 5 * 10^8
        reachable_graph(MAX_N, MAX_M, MAX_W),         # maximum size
        (20000, [(i, i + 1, 1) for i in range(1, 20000)], 2),   # node 1 is behind the source
    ]
    for index, (n, links, source) in enumerate(cases, start=1):
        write(index, n, links, source)


if __name__ == "__main__":
    main()
