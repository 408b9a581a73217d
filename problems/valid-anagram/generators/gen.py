"""Writes data/secret for Valid Anagram. Run from the problem folder."""
import os
import random
from collections import Counter

random.seed(20261128)
MAX_LEN = 10**5
LETTERS = 'abcdefghijklmnopqrstuvwxyz'


def is_anagram(s, t):
    return Counter(s) == Counter(t)


def random_word(length, letters=LETTERS):
    return ''.join(random.choice(letters) for _ in range(length))


def shuffled(word):
    letters = list(word)
    random.shuffle(letters)
    return ''.join(letters)


def with_one_letter_changed(word):
    letters = list(word)
    index = random.randrange(len(letters))
    letters[index] = 'a' if letters[index] != 'a' else 'b'
    return ''.join(letters)


def cases():
    yield 'a', 'a'
    yield 'a', 'b'
    yield 'ab', 'a'
    yield 'abc', 'abcc'
    yield 'zzzz', 'zzzz'
    yield 'aabbcc', 'abcabc'
    yield 'aaab', 'abbb'
    word = random_word(500, 'xyz')
    yield word, shuffled(word)
    yield word, with_one_letter_changed(shuffled(word))
    word = random_word(MAX_LEN)
    yield word, shuffled(word)
    yield word, with_one_letter_changed(shuffled(word))
    yield 'q' * MAX_LEN, 'q' * (MAX_LEN - 1)
    half = MAX_LEN // 2
    yield 'a' * half + 'b' * half, 'b' * half + 'a' * half


def main():
    os.makedirs('data/secret', exist_ok=True)
    for number, (s, t) in enumerate(cases(), start=1):
        stem = f'data/secret/{number:02d}'
        with open(stem + '.in', 'w') as f:
            f.write(f'{s}\n{t}\n')
        with open(stem + '.ans', 'w') as f:
            f.write('true\n' if is_anagram(s, t) else 'false\n')


main()
