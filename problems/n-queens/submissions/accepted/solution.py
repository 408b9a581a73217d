import sys


def count_placements(n):
    full = (1 << n) - 1

    # Rows are filled top to bottom; the masks mark columns and the two kinds of
    # diagonals already attacked in the current row.
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

    # Mirror symmetry: a first-row queen in the left half has a twin in the right half.
    total = 0
    for column in range(n // 2):
        bit = 1 << column
        total += 2 * place(bit, bit << 1 & full, bit >> 1)
    if n % 2 == 1:
        bit = 1 << (n // 2)
        total += place(bit, bit << 1 & full, bit >> 1)
    return total


print(count_placements(int(sys.stdin.buffer.read().split()[0])))
