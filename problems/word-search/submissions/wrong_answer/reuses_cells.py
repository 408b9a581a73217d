# Mistake: never marks cells as used, so a trace may visit the same cell twice.
import sys

data = sys.stdin.read().split()
r, c = int(data[0]), int(data[1])
board = data[2:2 + r]
word = data[2 + r]


def search(row, col, index):
    if not (0 <= row < r and 0 <= col < c) or board[row][col] != word[index]:
        return False
    if index == len(word) - 1:
        return True
    return any(search(row + dr, col + dc, index + 1) for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)))


print('true' if any(search(i, j, 0) for i in range(r) for j in range(c)) else 'false')
