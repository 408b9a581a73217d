"""Writes data/secret: each test is "n secret" for the validator; the answer file holds the secret.

Few tests on purpose (see problems/README.md, "Interactive problems"): every test
costs two sandboxes per submission, and each one already covers a whole search.
"""
import os
import random

random.seed(374)
TESTS = [
    (10**9, 1),  # smallest end of the largest range: 30 guesses for a careless search
    (10**9, 10**9),  # largest end
    (10**9, random.randint(1, 10**9)),
    (2, 2),  # smallest range with a choice
]

os.makedirs('data/secret', exist_ok=True)
for index, (n, secret) in enumerate(TESTS, start=1):
    with open(f'data/secret/{index:02d}.in', 'w') as judge_input:
        judge_input.write(f'{n} {secret}\n')
    with open(f'data/secret/{index:02d}.ans', 'w') as answer:
        answer.write(f'{secret}\n')
