"""Writes data/secret for Two Sum. Run from the problem folder: python3 generators/gen.py"""
import os
import random

random.seed(20260101)
SECRET = os.path.join("data", "secret")
LIMIT = 10**9


def solve(nums, target):
    seen = {}
    for index, value in enumerate(nums):
        if target - value in seen:
            return seen[target - value], index
        seen[value] = index
    raise ValueError("no pair adds up to the target")


def build(n, target, first, second, low, high, extra=()):
    """n numbers where only positions first < second add up to target.

    `extra` values are placed at the front (for traps such as a value equal to target / 2)."""
    a = random.randint(max(-LIMIT, target - LIMIT), min(LIMIT, target + LIMIT))
    pair = {first: a, second: target - a}
    present = {a, target - a}
    fillers = list(extra)
    for value in fillers:
        assert target - value not in present
        present.add(value)
    while len(fillers) < n - 2:
        value = random.randint(low, high)
        if target - value not in present:
            present.add(value)
            fillers.append(value)
    filler_iter = iter(fillers)
    return [pair[i] if i in pair else next(filler_iter) for i in range(n)]


def check_unique(nums, target):
    counts = {}
    for value in nums:
        counts[value] = counts.get(value, 0) + 1
    pairs = 0
    for value, count in counts.items():
        other = target - value
        if other == value:
            pairs += count * (count - 1) // 2 * 2
        elif other in counts:
            pairs += count * counts[other]
    assert pairs == 2, "the answer must be unique"


def cases():
    yield [1, 2], 3                               # smallest input
    yield [-5, -7], -12                           # both negative
    yield [0, 4, 0], 0                            # zeros pair with each other
    yield [LIMIT, -LIMIT, 3], 0                   # extreme values
    yield [6, 1, 2, 3], 9                         # pair at both ends
    yield build(10, 8, 2, 7, -20, 20, extra=[4]), 8   # 4 + 4 would use one position twice
    yield [7] * 2, 14                             # all equal
    yield build(1000, -1, 998, 999, -50, 50), -1   # many duplicates, pair at the end
    yield build(5000, 0, 1234, 3321, -LIMIT, LIMIT), 0
    yield build(20000, 999999999, 5, 19999, -LIMIT, LIMIT), 999999999
    yield build(10**5, -123456789, 10**5 - 2, 10**5 - 1, -LIMIT, LIMIT), -123456789  # maximum, pair at the end
    yield build(10**5, 42, 31337, 77777, -10**6, 10**6, extra=[21]), 42            # maximum, trap value


def main():
    os.makedirs(SECRET, exist_ok=True)
    for name in os.listdir(SECRET):
        os.remove(os.path.join(SECRET, name))
    for number, (nums, target) in enumerate(cases(), start=1):
        check_unique(nums, target)
        stem = os.path.join(SECRET, f"{number:02d}")
        with open(stem + ".in", "w") as f:
            f.write(f"{len(nums)}\n{' '.join(map(str, nums))}\n{target}\n")
        with open(stem + ".ans", "w") as f:
            f.write("%d %d\n" % solve(nums, target))


main()
