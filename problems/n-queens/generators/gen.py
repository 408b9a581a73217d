"""Writes data/secret for N-Queens. Run from the problem folder."""
import os

OUT = os.path.join("data", "secret")


def solve(n):
    """Counts placements row by row, with bit masks of attacked columns and diagonals."""
    full = (1 << n) - 1

    def place(columns, left, right):
        if columns == full:
            return 1
        total = 0
        free = full & ~(columns | left | right)
        while free:
            bit = free & -free
            free ^= bit
            total += place(columns | bit, (left | bit) << 1 & full, (right | bit) >> 1)
        return total

    return place(0, 0, 0)


def main():
    os.makedirs(OUT, exist_ok=True)
    for old in os.listdir(OUT):
        os.remove(os.path.join(OUT, old))
    # Every n except the sample ones (1 and 4); 2 and 3 have no placement at all.
    sizes = [2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13]
    for index, n in enumerate(sizes, start=1):
        name = os.path.join(OUT, f"{index:02d}")
        with open(name + ".in", "w") as f:
            f.write(f"{n}\n")
        with open(name + ".ans", "w") as f:
            f.write(f"{solve(n)}\n")


if __name__ == "__main__":
    main()
