import sys
from collections import Counter

STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))


def exist(board, word):
    rows, cols = len(board), len(board[0])
    available = Counter(''.join(board))
    # Give up at once when the grid lacks copies of some letter.
    if any(available[char] < need for char, need in Counter(word).items()):
        return False
    # Starting from the rarer end cuts the number of starting branches.
    if available[word[0]] > available[word[-1]]:
        word = word[::-1]
    grid = [list(row) for row in board]

    def search(row, col, index):
        if grid[row][col] != word[index]:
            return False
        if index == len(word) - 1:
            return True
        grid[row][col] = '#'
        for dr, dc in STEPS:
            nr, nc = row + dr, col + dc
            if 0 <= nr < rows and 0 <= nc < cols and search(nr, nc, index + 1):
                grid[row][col] = word[index]
                return True
        grid[row][col] = word[index]
        return False

    return any(search(row, col, 0) for row in range(rows) for col in range(cols))


def main():
    data = sys.stdin.read().split()
    r = int(data[0])
    board = data[2:2 + r]
    word = data[2 + r]
    print('true' if exist(board, word) else 'false')


main()
