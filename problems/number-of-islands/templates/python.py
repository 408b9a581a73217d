import sys


def num_islands(grid):
    # Write your solution here
    return 0


def main():
    data = sys.stdin.read().split()
    rows = int(data[0])
    grid = [list(row) for row in data[2:2 + rows]]  # grid[r][c] is '0' or '1'
    print(num_islands(grid))


main()
