# Tries every ordered choice of distinct cells as long as the word and checks whether it
# forms a trace: the number of choices explodes even on a small grid.
import sys
from itertools import permutations

data = sys.stdin.read().split()
r, c = int(data[0]), int(data[1])
board = data[2:2 + r]
word = data[2 + r]
cells = [(i, j) for i in range(r) for j in range(c)]


def is_trace(sequence):
    for index, (row, col) in enumerate(sequence):
        if board[row][col] != word[index]:
            return False
        if index > 0:
            prev_row, prev_col = sequence[index - 1]
            if abs(prev_row - row) + abs(prev_col - col) != 1:
                return False
    return True


print('true' if any(is_trace(sequence) for sequence in permutations(cells, len(word))) else 'false')
