#include <stdio.h>

static int full;

/* Masks of the columns and diagonals attacked in the current row. */
static long place(int columns, int left, int right) {
    if (columns == full) return 1;
    long total = 0;
    int free = full & ~(columns | left | right);
    while (free) {
        int bit = free & -free;
        free ^= bit;
        total += place(columns | bit, ((left | bit) << 1) & full, (right | bit) >> 1);
    }
    return total;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    full = (1 << n) - 1;
    printf("%ld\n", place(0, 0, 0));
    return 0;
}
