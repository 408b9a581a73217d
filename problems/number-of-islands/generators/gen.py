"""Writes data/secret for Number of Islands. Run from the problem folder."""
import os
import random

random.seed(20261128)
OUT = os.path.join('data', 'secret')
SIZE = 500


def count_islands(grid):
    rows, cols = len(grid), len(grid[0])
    seen = [[False] * cols for _ in range(rows)]
    islands = 0
    for r in range(rows):
        for c in range(cols):
            if grid[r][c] != '1' or seen[r][c]:
                continue
            islands += 1
            seen[r][c] = True
            stack = [(r, c)]
            while stack:
                y, x = stack.pop()
                for ny, nx in ((y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1)):
                    if 0 <= ny < rows and 0 <= nx < cols and grid[ny][nx] == '1' and not seen[ny][nx]:
                        seen[ny][nx] = True
                        stack.append((ny, nx))
    return islands


def random_grid(rows, cols, land=0.5):
    return [''.join('1' if random.random() < land else '0' for _ in range(cols)) for _ in range(rows)]


def snake(rows, cols):
    """One island winding through the grid: full rows joined at alternating ends."""
    grid = []
    for r in range(rows):
        if r % 2 == 0:
            grid.append('1' * cols)
        elif r % 4 == 1:
            grid.append('0' * (cols - 1) + '1')
        else:
            grid.append('1' + '0' * (cols - 1))
    return grid


def checkerboard(rows, cols):
    return [''.join('1' if (r + c) % 2 == 0 else '0' for c in range(cols)) for r in range(rows)]


def write(name, grid):
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(grid)} {len(grid[0])}\n' + ''.join(row + '\n' for row in grid))
    with open(os.path.join(OUT, name + '.ans'), 'w') as f:
        f.write(f'{count_islands(grid)}\n')


def main():
    os.makedirs(OUT, exist_ok=True)
    cases = [
        ['0'],
        ['1'],
        ['1010101'],
        ['1', '1', '0', '1'],
        ['000', '000'],
        checkerboard(6, 7),
        random_grid(30, 40, 0.4),
        random_grid(100, 100, 0.6),
        ['1' * SIZE] * SIZE,
        checkerboard(SIZE, SIZE),
        snake(SIZE, SIZE),
        random_grid(SIZE, SIZE, 0.45),
        random_grid(SIZE, SIZE, 0.6),
    ]
    for index, grid in enumerate(cases, start=1):
        write(f'{index:02d}', grid)


if __name__ == '__main__':
    main()
