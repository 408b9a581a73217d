"""Writes data/secret for Merge K Sorted Lists. Run from the problem folder."""
import os
import random

random.seed(20251114)
OUT = os.path.join("data", "secret")
MAX_TOTAL = 10**5
LIMIT = 10**4


def solve(lists):
    return sorted(value for values in lists for value in values)


def write(index, lists):
    assert len(lists) <= 10**4 and sum(map(len, lists)) <= MAX_TOTAL
    assert all(values == sorted(values) for values in lists)
    name = os.path.join(OUT, f"{index:02d}")
    with open(name + ".in", "w") as f:
        f.write(f"{len(lists)}\n")
        for values in lists:
            f.write(f"{len(values)}\n{' '.join(map(str, values))}\n")
    with open(name + ".ans", "w") as f:
        f.write(" ".join(map(str, solve(lists))) + "\n")


def sorted_list(length, low=-LIMIT, high=LIMIT):
    return sorted(random.randint(low, high) for _ in range(length))


def main():
    os.makedirs(OUT, exist_ok=True)
    for old in os.listdir(OUT):
        os.remove(os.path.join(OUT, old))
    cases = [
        [[]],                                   # one empty list
        [[], [], []],                           # only empty lists
        [[7]],                                  # one list with one value
        [[-10000, 10000], [-10000, 10000]],     # the bounds, duplicated
        [[1, 2, 3], [4, 5, 6, 7, 8]],           # one list runs out long before the other
        [[5, 5, 5], [5], [5, 5]],               # all equal
        [[1], [], [0, 0, 2], [], [-1, 3]],
        [sorted_list(random.randint(0, 8), -20, 20) for _ in range(30)],
        [sorted_list(random.randint(0, 200)) for _ in range(100)],
        [sorted_list(10) for _ in range(10**4)],               # maximum k
        [sorted_list(MAX_TOTAL // 2), sorted_list(MAX_TOTAL // 2)],   # maximum total, two lists
        [sorted_list(20000)] + [[] for _ in range(9999)],  # one long list among empty ones
    ]
    for index, lists in enumerate(cases, start=1):
        write(index, lists)


if __name__ == "__main__":
    main()
