"""Writes data/secret for Course Schedule. Run from the problem folder.

The .ans files hold one valid order (the smallest available course first), or
IMPOSSIBLE; the output validator accepts any valid order.
"""
import heapq
import os
import random

random.seed(20251108)
OUT = os.path.join("data", "secret")
MAX_N = 5 * 10**4
MAX_M = 10**5


def solve(n, pairs):
    after = [[] for _ in range(n)]
    missing = [0] * n
    for course, before in pairs:
        after[before].append(course)
        missing[course] += 1
    ready = [c for c in range(n) if missing[c] == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        course = heapq.heappop(ready)
        order.append(course)
        for nxt in after[course]:
            missing[nxt] -= 1
            if missing[nxt] == 0:
                heapq.heappush(ready, nxt)
    return order if len(order) == n else None


def write(index, n, pairs):
    assert len(set(pairs)) == len(pairs) and all(a != b for a, b in pairs)
    name = os.path.join(OUT, f"{index:02d}")
    with open(name + ".in", "w") as f:
        f.write(f"{n} {len(pairs)}\n")
        f.write("".join(f"{a} {b}\n" for a, b in pairs))
    order = solve(n, pairs)
    with open(name + ".ans", "w") as f:
        f.write("IMPOSSIBLE\n" if order is None else " ".join(map(str, order)) + "\n")


def random_dag(n, m):
    """m distinct pairs that respect a hidden random order of the courses."""
    rank = list(range(n))
    random.shuffle(rank)
    pairs = set()
    while len(pairs) < m:
        x, y = random.sample(range(n), 2)
        if rank[x] < rank[y]:
            x, y = y, x
        pairs.add((x, y))        # y is earlier in the hidden order, so y before x
    pairs = list(pairs)
    random.shuffle(pairs)
    return pairs


def with_cycle(n, m, length):
    pairs = random_dag(n, m - length)
    present = set(pairs)
    cycle = random.sample(range(n), length)
    for i in range(length):
        pair = (cycle[i], cycle[(i + 1) % length])
        if pair not in present and (pair[1], pair[0]) not in present:
            pairs.append(pair)
    return pairs


def main():
    os.makedirs(OUT, exist_ok=True)
    for old in os.listdir(OUT):
        os.remove(os.path.join(OUT, old))
    chain = [(i, i + 1) for i in range(MAX_N - 1)]   # course i needs course i + 1
    cases = [
        (1, []),                                   # one course, nothing to respect
        (5, []),                                   # no prerequisites at all
        (2, [(0, 1), (1, 0)]),                     # two courses needing each other
        (2, [(0, 1)]),                             # the higher number must come first
        (6, [(1, 0), (2, 1), (4, 3), (5, 4)]),     # two independent chains
        (5, [(1, 0), (2, 1), (3, 2), (1, 3), (4, 0)]),   # a cycle not reached from 0
        (8, random_dag(8, 12)),
        (300, random_dag(300, 1500)),
        (300, with_cycle(300, 1500, 7)),
        (MAX_N, chain),                             # one long chain, highest first
        (MAX_N, chain + [(MAX_N - 1, 0)]),          # the chain closed into a cycle
        (MAX_N, random_dag(MAX_N, MAX_M)),          # maximum size
    ]
    for index, (n, pairs) in enumerate(cases, start=1):
        write(index, n, pairs)


if __name__ == "__main__":
    main()
