/* Mistake: prefix sums kept in 32-bit int overflow once a sum passes 2^31 - 1. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int *prefix = malloc(sizeof *prefix * (n + 1));
    prefix[0] = 0;
    for (int i = 0; i < n; i++) {
        int value;
        if (scanf("%d", &value) != 1) return 1;
        prefix[i + 1] = (int)((unsigned)prefix[i] + (unsigned)value);
    }
    int q;
    if (scanf("%d", &q) != 1) return 1;
    for (int i = 0; i < q; i++) {
        int l, r;
        if (scanf("%d %d", &l, &r) != 2) return 1;
        printf("%d\n", (int)((unsigned)prefix[r + 1] - (unsigned)prefix[l]));
    }
    return 0;
}
