# Mistake: joins cells that only touch at a corner (8 directions instead of 4).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    rows, cols = int(data[0]), int(data[1])
    grid = [bytearray(row) for row in data[2:2 + rows]]
    islands = 0
    for r in range(rows):
        for c in range(cols):
            if grid[r][c] != ord('1'):
                continue
            islands += 1
            grid[r][c] = ord('0')
            stack = [(r, c)]
            while stack:
                y, x = stack.pop()
                for dy in (-1, 0, 1):
                    for dx in (-1, 0, 1):
                        ny, nx = y + dy, x + dx
                        if 0 <= ny < rows and 0 <= nx < cols and grid[ny][nx] == ord('1'):
                            grid[ny][nx] = ord('0')
                            stack.append((ny, nx))
    print(islands)


main()
