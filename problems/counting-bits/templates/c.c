#include <stdio.h>
#include <stdlib.h>

/* Store the count for each i from 0 to n in bits[i] and return how many you stored (n + 1). */
int countBits(int n, int *bits) {
    // Write your solution here
    return 0;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    int *bits = malloc(sizeof *bits * (n + 1));

    int count = countBits(n, bits);
    for (int i = 0; i < count; i++) printf(i ? " %d" : "%d", bits[i]);
    printf("\n");
    free(bits);
    return 0;
}
