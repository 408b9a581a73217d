"""Writes data/secret for Remove Nth Node From End of List. Run from the problem folder."""
import os
import random

random.seed(20261201)
OUT = os.path.join('data', 'secret')
LIMIT = 10**9


def write(name, values, k):
    remaining = values[:len(values) - k] + values[len(values) - k + 1:]
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f"{len(values)}\n{' '.join(map(str, values))}\n{k}\n")
    with open(os.path.join(OUT, name + '.ans'), 'w') as f:
        f.write(' '.join(map(str, remaining)) + '\n')


def random_values(n, lo=-LIMIT, hi=LIMIT):
    return [random.randint(lo, hi) for _ in range(n)]


def main():
    os.makedirs(OUT, exist_ok=True)
    n = 100000
    cases = [
        ([-LIMIT], 1),
        ([1, 2], 1),
        ([1, 2], 2),
        ([3, 3, 3], 2),
        (list(range(1, 11)), 10),
        (list(range(1, 11)), 1),
        (random_values(100, -50, 50), 37),
        (random_values(1000), 500),
        (random_values(n), n // 2),
        (random_values(n, -9, 9), n),
        (random_values(n // 2, -9, 9), 1),
        ([7] * 10000, 1234),
    ]
    for index, (values, k) in enumerate(cases, start=1):
        write(f'{index:02d}', values, k)


if __name__ == '__main__':
    main()
