"""Writes data/secret for Merge Intervals. Run from the problem folder."""
import os
import random

random.seed(20251103)
OUT = os.path.join("data", "secret")
MAX_N = 5 * 10**4
MAX_VALUE = 10**9


def solve(intervals):
    merged = []
    for start, end in sorted(intervals):
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return merged


def write(index, intervals):
    name = os.path.join(OUT, f"{index:02d}")
    with open(name + ".in", "w") as f:
        f.write(f"{len(intervals)}\n")
        f.write("".join(f"{s} {e}\n" for s, e in intervals))
    with open(name + ".ans", "w") as f:
        f.write("".join(f"{s} {e}\n" for s, e in solve(intervals)))


def random_intervals(n, span, max_length):
    result = []
    for _ in range(n):
        start = random.randint(0, span)
        result.append((start, min(MAX_VALUE, start + random.randint(0, max_length))))
    return result


def main():
    os.makedirs(OUT, exist_ok=True)
    for old in os.listdir(OUT):
        os.remove(os.path.join(OUT, old))
    disjoint = [(3 * i, 3 * i + 1) for i in range(MAX_N)]
    random.shuffle(disjoint)
    chained = [(i, i + 1) for i in range(MAX_N)]
    random.shuffle(chained)
    cases = [
        [(5, 5)],                                  # one point interval
        [(0, MAX_VALUE), (0, MAX_VALUE)],          # duplicates at the bounds
        [(1, 10), (2, 3), (4, 12)],                # a contained interval
        [(1, 2), (3, 4)],                          # adjacent integers do not overlap
        [(6, 8), (1, 9), (2, 4), (4, 7)],          # all merge into one
        [(1, 4), (0, 0), (4, 4), (5, 5)],
        random_intervals(40, 100, 5),
        random_intervals(2000, 10**6, 1000),
        disjoint,                                   # nothing merges
        chained,                                    # everything merges through endpoints
        random_intervals(MAX_N, MAX_VALUE, 10**5),
        [(0, MAX_VALUE)] + random_intervals(9999, MAX_VALUE - 10**6, 10**6),
    ]
    for index, intervals in enumerate(cases, start=1):
        write(index, intervals)


if __name__ == "__main__":
    main()
