"""Writes data/secret for Largest Rectangle in Histogram. Run from the problem folder."""
import os
import random

random.seed(20261203)
OUT = os.path.join('data', 'secret')
LIMIT = 10**9


def largest_rectangle(heights):
    best = 0
    stack = []  # indices of bars with increasing heights
    for i, height in enumerate(heights + [0]):  # the final 0 empties the stack
        while stack and heights[stack[-1]] >= height:
            top = stack.pop()
            left = stack[-1] + 1 if stack else 0
            best = max(best, heights[top] * (i - left))
        stack.append(i)
    return best


def brute_force(heights):
    best = 0
    for i in range(len(heights)):
        low = heights[i]
        for j in range(i, len(heights)):
            low = min(low, heights[j])
            best = max(best, low * (j - i + 1))
    return best


def write(name, heights):
    answer = largest_rectangle(heights)
    if len(heights) <= 300:
        assert answer == brute_force(heights)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f"{len(heights)}\n{' '.join(map(str, heights))}\n")
    with open(os.path.join(OUT, name + '.ans'), 'w') as f:
        f.write(f'{answer}\n')


def random_heights(n, lo=0, hi=LIMIT):
    return [random.randint(lo, hi) for _ in range(n)]


def main():
    os.makedirs(OUT, exist_ok=True)
    n = 100000
    cases = [
        [0],
        [7],
        [LIMIT],
        [0, 0, 0],
        [3, 3, 3, 3],
        [1, 2, 3, 4, 5],
        [5, 4, 3, 2, 1],
        [2, 0, 2],
        [6, 2, 5, 4, 5, 1, 6],
        random_heights(300, 0, 10),
        random_heights(300),
        random_heights(n),
        [LIMIT] * 30000,
        list(range(1, n + 1)),
        [random.randint(0, 3) + (i % 500) * 1000 for i in range(n)],
    ]
    for index, heights in enumerate(cases, start=1):
        write(f'{index:02d}', heights)


if __name__ == '__main__':
    main()
