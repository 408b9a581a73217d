"""Writes data/secret for Group Anagrams. Run from the problem folder."""
import os
import random
from collections import defaultdict

random.seed(20261132)
MAX_N = 2 * 10**4
MAX_LEN = 20
LETTERS = 'abcdefghijklmnopqrstuvwxyz'


def group_anagrams(words):
    groups = defaultdict(list)
    for word in words:
        groups[''.join(sorted(word))].append(word)
    return sorted(sorted(group) for group in groups.values())


def random_word(length, letters=LETTERS):
    return ''.join(random.choice(letters) for _ in range(length))


def shuffled(word):
    letters = list(word)
    random.shuffle(letters)
    return ''.join(letters)


def anagram_families(family_count, family_size, length):
    words = []
    for _ in range(family_count):
        base = random_word(length)
        words.extend(shuffled(base) for _ in range(family_size))
    random.shuffle(words)
    return words


def cases():
    yield ['a']
    yield ['abc']
    yield ['ab', 'ba']
    yield ['ab', 'cd']
    yield ['x', 'x', 'x']
    yield ['aab', 'abb', 'bab', 'aba', 'bba']
    yield ['b', 'a', 'ba', 'ab', 'c', 'cba', 'bca', 'z']
    yield anagram_families(20, 5, 4)
    yield [random_word(random.randint(1, 3), 'abc') for _ in range(500)]
    yield anagram_families(MAX_N // 10, 10, MAX_LEN)
    yield [random_word(MAX_LEN) for _ in range(MAX_N)]
    yield [random_word(random.randint(1, 6), 'abcd') for _ in range(MAX_N)]
    yield ['abcdefghij' * 2] * MAX_N


def main():
    os.makedirs('data/secret', exist_ok=True)
    for number, words in enumerate(cases(), start=1):
        groups = group_anagrams(words)
        stem = f'data/secret/{number:02d}'
        with open(stem + '.in', 'w') as f:
            f.write(f'{len(words)}\n{" ".join(words)}\n')
        with open(stem + '.ans', 'w') as f:
            f.write(f'{len(groups)}\n' + ''.join(' '.join(group) + '\n' for group in groups))


main()
