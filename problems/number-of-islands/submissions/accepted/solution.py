import sys


def num_islands(grid):
    rows, cols = len(grid), len(grid[0])
    # Flatten into one array with a water border, so neighbours never fall outside.
    width = cols + 2
    land = bytearray(width * (rows + 2))
    for r, row in enumerate(grid):
        start = (r + 1) * width + 1
        land[start:start + cols] = row.translate(bytes.maketrans(b'01', b'\x00\x01'))
    islands = 0
    steps = (1, -1, width, -width)
    for cell in range(len(land)):
        if not land[cell]:
            continue
        islands += 1
        land[cell] = 0  # sink each cell as it is reached, so it is counted once
        stack = [cell]
        while stack:
            current = stack.pop()
            for step in steps:
                neighbour = current + step
                if land[neighbour]:
                    land[neighbour] = 0
                    stack.append(neighbour)
    return islands


def main():
    data = sys.stdin.buffer.read().split()
    rows = int(data[0])
    print(num_islands(data[2:2 + rows]))


main()
