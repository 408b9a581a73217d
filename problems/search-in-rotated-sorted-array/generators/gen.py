"""Writes data/secret for Search in Rotated Sorted Array. Run from the problem folder."""
import os
import random

random.seed(20261127)
OUT = os.path.join('data', 'secret')
LIMIT = 10**6


def rotated(values, k):
    values = sorted(values)
    return values[k:] + values[:k]


def random_array(n, k=None):
    values = random.sample(range(-LIMIT, LIMIT + 1), n)
    return rotated(values, random.randrange(n) if k is None else k)


def mixed_targets(nums, q):
    """About half present values, half random (mostly absent) values."""
    return [random.choice(nums) if random.random() < 0.5 else random.randint(-LIMIT, LIMIT) for _ in range(q)]


def write(name, nums, targets):
    where = {value: index for index, value in enumerate(nums)}
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f"{len(nums)}\n{' '.join(map(str, nums))}\n{len(targets)}\n{' '.join(map(str, targets))}\n")
    with open(os.path.join(OUT, name + '.ans'), 'w') as f:
        f.write(''.join(f'{where.get(target, -1)}\n' for target in targets))


def main():
    os.makedirs(OUT, exist_ok=True)
    small = [3, 1]
    every_rotation = [rotated([10, 20, 30, 40, 50], k) for k in range(5)]
    cases = [
        ([5], [5, -5, LIMIT]),
        (small, [1, 3, 2, 0, 4]),
        ([1, 3], [1, 3, 2]),
    ]
    cases += [(nums, [5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]) for nums in every_rotation]
    tiny = random_array(60)
    cases += [
        (tiny, tiny + [random.randint(-LIMIT, LIMIT) for _ in range(60)]),
        (rotated(range(-LIMIT, -LIMIT + 1000), 999), list(range(-LIMIT, -LIMIT + 1005))),
    ]
    big = random_array(100000, 1)
    cases += [
        (big, mixed_targets(big, 20000)),
        (rotated(range(0, 60000, 2), 15000), list(range(-3, 40000, 2))),
    ]
    big = random_array(100000)
    cases += [(big, mixed_targets(big, 50000))]
    for index, (nums, targets) in enumerate(cases, start=1):
        write(f'{index:02d}', list(nums), targets)


if __name__ == '__main__':
    main()
