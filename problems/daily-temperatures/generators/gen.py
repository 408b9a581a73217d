"""Writes data/secret for Daily Temperatures. Run from the problem folder."""
import os
import random

random.seed(20261126)
OUT = os.path.join('data', 'secret')


def days_to_wait(temperatures):
    answer = [0] * len(temperatures)
    stack = []  # indices of days still waiting, temperatures non-increasing
    for day, temperature in enumerate(temperatures):
        while stack and temperatures[stack[-1]] < temperature:
            waiting = stack.pop()
            answer[waiting] = day - waiting
        stack.append(day)
    return answer


def write(name, temperatures):
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f"{len(temperatures)}\n{' '.join(map(str, temperatures))}\n")
    with open(os.path.join(OUT, name + '.ans'), 'w') as f:
        f.write(' '.join(map(str, days_to_wait(temperatures))) + '\n')


def random_temperatures(n, lo=30, hi=100):
    return [random.randint(lo, hi) for _ in range(n)]


def main():
    os.makedirs(OUT, exist_ok=True)
    n = 100000
    cases = [
        [30],
        [100, 30],
        [30, 100],
        [70, 70, 70],
        list(range(30, 101)),
        list(range(100, 29, -1)),
        random_temperatures(100),
        random_temperatures(1000, 60, 62),
        [100 - (i // 700) for i in range(n // 2)],
        [50] * (n - 1) + [51],
        [70] * n,
        random_temperatures(n),
        [30 + (i % 71) if i % 2 else 100 - (i % 71) for i in range(n)],
    ]
    for index, temperatures in enumerate(cases, start=1):
        write(f'{index:02d}', temperatures)


if __name__ == '__main__':
    main()
