#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    int *bits = malloc(sizeof *bits * (n + 1));
    bits[0] = 0;
    /* i & (i - 1) clears the lowest 1 bit of i, a smaller number already solved. */
    for (int i = 1; i <= n; i++) bits[i] = bits[i & (i - 1)] + 1;
    for (int i = 0; i <= n; i++) printf(i ? " %d" : "%d", bits[i]);
    printf("\n");
    free(bits);
    return 0;
}
