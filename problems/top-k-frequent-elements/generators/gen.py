"""Writes data/secret for Top K Frequent Elements. Run from the problem folder."""
import os
import random
from collections import Counter

random.seed(20251101)
OUT = os.path.join("data", "secret")


def solve(nums, k):
    counts = Counter(nums)
    ranked = sorted(counts, key=lambda value: (-counts[value], value))
    return ranked[:k]


def write(index, nums, k):
    name = os.path.join(OUT, f"{index:02d}")
    with open(name + ".in", "w") as f:
        f.write(f"{len(nums)}\n{' '.join(map(str, nums))}\n{k}\n")
    with open(name + ".ans", "w") as f:
        f.write(" ".join(map(str, solve(nums, k))) + "\n")


def skewed(n, distinct, low=-10**4, high=10**4):
    values = random.sample(range(low, high + 1), distinct)
    weights = [random.randint(1, 50) for _ in values]
    return random.choices(values, weights=weights, k=n)


def main():
    os.makedirs(OUT, exist_ok=True)
    for old in os.listdir(OUT):
        os.remove(os.path.join(OUT, old))
    cases = [
        ([7], 1),                                   # single element
        ([-10000] * 5, 1),                          # all equal, minimum value
        ([3, 1, 2], 3),                             # every value once, k = all
        ([2, 2, 1, 1, 3, 3, 0], 2),                 # ties broken by value
        ([-1, -1, -2, -2, -2, 10000, 10000], 3),    # negatives and maximum value
    ]
    small = skewed(50, 12)
    cases.append((small, 5))
    medium = skewed(2000, 300)
    cases.append((medium, 40))
    # many ties: every value exactly twice
    values = random.sample(range(-10**4, 10**4 + 1), 500)
    twice = values * 2
    random.shuffle(twice)
    cases.append((twice, 250))
    cases.append((skewed(10**5, 20001), 1))
    cases.append((skewed(10**5, 15000), 10000))
    distinct = list(range(-10**4, 10**4 + 1))
    big = distinct + random.choices(distinct, k=10**5 - len(distinct))
    random.shuffle(big)
    cases.append((big, len(set(big))))
    cases.append(([random.randint(-3, 3) for _ in range(10**5)], 7))
    for index, (nums, k) in enumerate(cases, start=1):
        write(index, nums, k)


if __name__ == "__main__":
    main()
