"""Writes data/secret for Longest Substring Without Repeating Characters. Run from the problem folder."""
import os
import random

random.seed(20261123)
MAX_N = 10**5
ALPHABET = ''.join(chr(code) for code in range(33, 127))


def longest_unique(s):
    last_seen = {}
    start = 0
    best = 0
    for index, char in enumerate(s):
        if last_seen.get(char, -1) >= start:
            start = last_seen[char] + 1
        last_seen[char] = index
        best = max(best, index - start + 1)
    return best


def random_string(length, alphabet):
    return ''.join(random.choice(alphabet) for _ in range(length))


def cases():
    yield ''
    yield 'x'
    yield 'abba'
    yield 'dvdf'
    yield 'aA1!aA1!'
    yield ALPHABET
    yield ALPHABET + ALPHABET[::-1]
    yield 'zz' + ALPHABET + 'zz'
    yield random_string(30, 'ab')
    yield random_string(1000, 'abcdefghij')
    yield 'q' * MAX_N
    yield random_string(MAX_N, ALPHABET)
    # the alphabet repeated with a shift makes a full 94-character window appear near the end only
    yield (random_string(MAX_N - 200, 'abcdef') + ALPHABET + ALPHABET[:106])[:MAX_N]


def main():
    os.makedirs('data/secret', exist_ok=True)
    for number, s in enumerate(cases(), start=1):
        stem = f'data/secret/{number:02d}'
        with open(stem + '.in', 'w') as f:
            f.write(f'{len(s)}\n{s}\n')
        with open(stem + '.ans', 'w') as f:
            f.write(f'{longest_unique(s)}\n')


main()
