"""Writes data/secret for Edit Distance. Run from the problem folder."""
import os
import random

random.seed(20261134)
MAX_LEN = 1000
LETTERS = 'abcdefghijklmnopqrstuvwxyz'


def edit_distance(word1, word2):
    previous = list(range(len(word2) + 1))
    for i, a in enumerate(word1, start=1):
        current = [i] + [0] * len(word2)
        for j, b in enumerate(word2, start=1):
            if a == b:
                current[j] = previous[j - 1]
            else:
                current[j] = 1 + min(previous[j - 1], previous[j], current[j - 1])
        previous = current
    return previous[-1]


def random_word(length, letters=LETTERS):
    return ''.join(random.choice(letters) for _ in range(length))


def mutated(word, changes):
    letters = list(word)
    for _ in range(changes):
        kind = random.choice(('insert', 'delete', 'replace')) if letters else 'insert'
        position = random.randrange(len(letters) + (kind == 'insert'))
        if kind == 'insert':
            letters.insert(position, random.choice(LETTERS))
        elif kind == 'delete':
            del letters[position]
        else:
            letters[position] = random.choice(LETTERS)
    return ''.join(letters)


def cases():
    yield '', ''
    yield '', 'abc'
    yield 'a', 'a'
    yield 'a', 'b'
    yield 'ab', 'ba'
    yield 'abc', 'xabc'
    yield 'planet', 'plants'
    yield random_word(50, 'ab'), random_word(60, 'ab')
    word = random_word(MAX_LEN)
    yield word, word
    yield word, mutated(word, 40)
    yield random_word(MAX_LEN, 'abc'), random_word(MAX_LEN, 'abc')
    yield random_word(MAX_LEN, 'abcdefghijklm'), random_word(MAX_LEN, 'nopqrstuvwxyz')
    yield random_word(MAX_LEN), 'z'
    yield random_word(MAX_LEN, 'ab'), ''


def main():
    os.makedirs('data/secret', exist_ok=True)
    for number, (word1, word2) in enumerate(cases(), start=1):
        stem = f'data/secret/{number:02d}'
        with open(stem + '.in', 'w') as f:
            f.write(f'{len(word1)}\n{word1}\n{len(word2)}\n{word2}\n')
        with open(stem + '.ans', 'w') as f:
            f.write(f'{edit_distance(word1, word2)}\n')


main()
