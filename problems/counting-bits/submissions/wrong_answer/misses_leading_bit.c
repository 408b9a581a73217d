/* Mistake: the digit loop runs while value > 1, so the leading 1 bit is never counted. */
#include <stdio.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    for (int i = 0; i <= n; i++) {
        int count = 0;
        for (int value = i; value > 1; value /= 2) count += value % 2;
        printf(i ? " %d" : "%d", count);
    }
    printf("\n");
    return 0;
}
