"""Writes data/secret: each test is n and the hidden array for the validator; the answer file names one peak.

Few tests on purpose (see problems/README.md, "Interactive problems"): every test
costs two sandboxes per submission.
"""
import os
import random

random.seed(162)
N = 10**5


def random_distinct(n):
    return random.sample(range(1, 10**6), n)


TESTS = [
    random_distinct(N),  # peaks anywhere
    list(range(1, N + 1)),  # increasing: the only peak is the last position
    list(range(N, 0, -1)),  # decreasing: the only peak is the first position
    [7],  # one element is a peak
]


def a_peak(a):
    return max(range(len(a)), key=lambda i: a[i]) + 1


os.makedirs('data/secret', exist_ok=True)
for index, a in enumerate(TESTS, start=1):
    with open(f'data/secret/{index:02d}.in', 'w') as judge_input:
        judge_input.write(f'{len(a)}\n{" ".join(map(str, a))}\n')
    with open(f'data/secret/{index:02d}.ans', 'w') as answer:
        answer.write(f'{a_peak(a)}\n')
