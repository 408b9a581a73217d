"""Writes data/secret for Trapping Rain Water. Run from the problem folder."""
import os
import random

random.seed(20261133)
MAX_N = 10**5
MAX_H = 10**5


def trapped_water(height):
    left, right = 0, len(height) - 1
    left_max = right_max = 0
    total = 0
    while left < right:
        if height[left] < height[right]:
            left_max = max(left_max, height[left])
            total += left_max - height[left]
            left += 1
        else:
            right_max = max(right_max, height[right])
            total += right_max - height[right]
            right -= 1
    return total


def cases():
    yield [0]
    yield [7]
    yield [3, 5]
    yield [4, 0, 4]
    yield [0, 0, 0, 0]
    yield [6, 6, 6, 6, 6]
    yield [1, 2, 3, 4, 3, 2, 1]
    yield [5, 1, 4, 0, 3, 0, 4, 1, 5]
    yield [random.randint(0, 10) for _ in range(200)]
    yield [MAX_H] + [0] * (MAX_N - 2) + [MAX_H]
    yield [random.randint(0, MAX_H) for _ in range(MAX_N)]
    yield [abs(MAX_N // 2 - index) for index in range(MAX_N)]
    yield [index % 1000 for index in range(MAX_N)]


def main():
    os.makedirs('data/secret', exist_ok=True)
    for number, height in enumerate(cases(), start=1):
        stem = f'data/secret/{number:02d}'
        with open(stem + '.in', 'w') as f:
            f.write(f'{len(height)}\n{" ".join(map(str, height))}\n')
        with open(stem + '.ans', 'w') as f:
            f.write(f'{trapped_water(height)}\n')


main()
