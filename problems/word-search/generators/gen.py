"""Writes data/secret for Word Search. Run from the problem folder."""
import os
import random
from collections import Counter

random.seed(20261125)
STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))


def exist(board, word):
    rows, cols = len(board), len(board[0])
    available = Counter(''.join(board))
    if any(available[char] < need for char, need in Counter(word).items()):
        return False
    if available[word[0]] > available[word[-1]]:
        word = word[::-1]
    grid = [list(row) for row in board]

    def search(row, col, index):
        if grid[row][col] != word[index]:
            return False
        if index == len(word) - 1:
            return True
        grid[row][col] = '#'
        found = any(
            0 <= row + dr < rows and 0 <= col + dc < cols and search(row + dr, col + dc, index + 1)
            for dr, dc in STEPS
        )
        grid[row][col] = word[index]
        return found

    return any(search(row, col, 0) for row in range(rows) for col in range(cols))


def random_board(rows, cols, letters):
    return [''.join(random.choice(letters) for _ in range(cols)) for _ in range(rows)]


def word_along_random_path(board, length):
    """Reads letters along a random self-avoiding path, so the word is present."""
    rows, cols = len(board), len(board[0])
    while True:
        row, col = random.randrange(rows), random.randrange(cols)
        path = [(row, col)]
        while len(path) < length:
            options = [(row + dr, col + dc) for dr, dc in STEPS
                       if 0 <= row + dr < rows and 0 <= col + dc < cols and (row + dr, col + dc) not in path]
            if not options:
                break
            row, col = random.choice(options)
            path.append((row, col))
        if len(path) == length:
            return ''.join(board[r][c] for r, c in path)


def with_letter(board, row, col, letter):
    changed = [list(line) for line in board]
    changed[row][col] = letter
    return [''.join(line) for line in changed]


def cases():
    all_a = ['a' * 6] * 6
    yield ['a'], 'a'
    yield ['a'], 'b'
    yield ['a'], 'aa'
    yield ['ab'], 'aba'
    yield ['aA'], 'AA'
    yield ['ab', 'cd'], 'abdca'
    yield ['SNAKE', 'XYZTS', 'PATHS'], 'SNAKESTHTAP'
    yield all_a, 'a' * 14 + 'b'
    yield all_a, 'b' + 'a' * 14
    yield all_a, 'a' * 15
    yield with_letter(all_a, 5, 5, 'b'), 'a' * 14 + 'b'
    yield with_letter(with_letter(all_a, 0, 0, 'b'), 3, 3, 'c'), 'a' * 7 + 'cb' + 'a' * 6
    yield with_letter(all_a, 2, 2, 'b'), 'a' * 7 + 'b' + 'a' * 7
    for _ in range(3):
        board = random_board(6, 6, 'abc')
        yield board, word_along_random_path(board, random.randint(8, 15))
    for _ in range(3):
        board = random_board(random.randint(3, 6), random.randint(3, 6), 'abcXYZ')
        yield board, ''.join(random.choice('abcXYZ') for _ in range(random.randint(5, 15)))
    board = random_board(6, 6, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ')
    yield board, word_along_random_path(board, 15)


def main():
    os.makedirs('data/secret', exist_ok=True)
    for number, (board, word) in enumerate(cases(), start=1):
        stem = f'data/secret/{number:02d}'
        with open(stem + '.in', 'w') as f:
            f.write(f'{len(board)} {len(board[0])}\n' + '\n'.join(board) + f'\n{word}\n')
        with open(stem + '.ans', 'w') as f:
            f.write('true\n' if exist(board, word) else 'false\n')


main()
