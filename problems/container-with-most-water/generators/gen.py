"""Writes data/secret for Container With Most Water. Run from the problem folder."""
import os
import random

random.seed(20261122)
MAX_N = 10**5
MAX_H = 10**9


def max_area(height):
    left, right = 0, len(height) - 1
    best = 0
    while left < right:
        best = max(best, (right - left) * min(height[left], height[right]))
        if height[left] < height[right]:
            left += 1
        else:
            right -= 1
    return best


def cases():
    yield [0, 0]
    yield [5, 3]
    yield [7] * 10
    yield [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    yield [10, 9, 8, 7, 6, 5, 4, 3, 2, 1]
    yield [2, 0, 0, 0, 0, 0, 0, 3]
    yield [1, 100, 100, 1]
    yield [random.randint(0, 20) for _ in range(50)]
    yield [random.randint(0, 1000) for _ in range(2000)]
    yield [MAX_H] * MAX_N
    yield [random.randint(0, MAX_H) for _ in range(MAX_N)]
    # a tall pair far apart hidden among low walls, plus a very tall pair close together
    mountain = [random.randint(0, 1000) for _ in range(MAX_N)]
    mountain[3] = MAX_H - 5
    mountain[MAX_N - 4] = MAX_H - 7
    mountain[MAX_N // 2] = MAX_H
    mountain[MAX_N // 2 + 1] = MAX_H
    yield mountain


def main():
    os.makedirs('data/secret', exist_ok=True)
    for number, height in enumerate(cases(), start=1):
        stem = f'data/secret/{number:02d}'
        with open(stem + '.in', 'w') as f:
            f.write(f'{len(height)}\n{" ".join(map(str, height))}\n')
        with open(stem + '.ans', 'w') as f:
            f.write(f'{max_area(height)}\n')


main()
