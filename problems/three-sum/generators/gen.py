"""Writes data/secret for Three Sum. Run from the problem folder."""
import os
import random
from collections import Counter

random.seed(20261131)
MAX_N = 3000
LIMIT = 10**5


def three_sum(nums):
    """Reference by distinct values: choose a <= b, then c = -a - b must be >= b and available."""
    counts = Counter(nums)
    values = sorted(counts)
    triplets = []
    for i, a in enumerate(values):
        for b in values[i:]:
            c = -a - b
            if c < b:
                break
            needed = Counter((a, b, c))
            if all(counts[value] >= times for value, times in needed.items()):
                triplets.append((a, b, c))
    return triplets


def cases():
    yield [0, 0, 0]
    yield [1, 2, 3]
    yield [0, 0, 1]
    yield [-1, 0, 1]
    yield [LIMIT, -LIMIT, 0, LIMIT, -LIMIT]
    yield [-2, 1, 1, 1, -2, 4, -2]
    yield [3, 3, -6, -6, 3, 0, 0, 6, -3]
    yield [random.randint(-10, 10) for _ in range(60)]
    yield [0] * MAX_N
    yield [random.randint(-LIMIT, LIMIT) for _ in range(MAX_N)]
    yield [random.randint(-100, 100) for _ in range(MAX_N)]
    yield [random.randint(1, LIMIT) for _ in range(MAX_N)]
    yield [random.choice((-2, -1, 0, 1, 2)) for _ in range(MAX_N)]


def main():
    os.makedirs('data/secret', exist_ok=True)
    for number, nums in enumerate(cases(), start=1):
        triplets = three_sum(nums)
        stem = f'data/secret/{number:02d}'
        with open(stem + '.in', 'w') as f:
            f.write(f'{len(nums)}\n{" ".join(map(str, nums))}\n')
        with open(stem + '.ans', 'w') as f:
            f.write(f'{len(triplets)}\n' + ''.join(f'{a} {b} {c}\n' for a, b, c in triplets))


main()
