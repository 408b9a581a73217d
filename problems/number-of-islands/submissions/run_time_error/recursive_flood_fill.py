# Mistake: recursive flood fill; a long winding island exceeds Python's recursion limit.
import sys


def sink(grid, r, c):
    if r < 0 or r >= len(grid) or c < 0 or c >= len(grid[0]) or grid[r][c] != ord('1'):
        return
    grid[r][c] = ord('0')
    sink(grid, r + 1, c)
    sink(grid, r - 1, c)
    sink(grid, r, c + 1)
    sink(grid, r, c - 1)


def main():
    data = sys.stdin.buffer.read().split()
    rows = int(data[0])
    grid = [bytearray(row) for row in data[2:2 + rows]]
    islands = 0
    for r in range(rows):
        for c in range(len(grid[0])):
            if grid[r][c] == ord('1'):
                islands += 1
                sink(grid, r, c)
    print(islands)


main()
