#include <stdio.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    /* x ^ x == 0 and x ^ 0 == x, so every pair cancels out and only the single value remains. */
    int result = 0;
    for (int i = 0; i < n; i++) {
        int value;
        scanf("%d", &value);
        result ^= value;
    }
    printf("%d\n", result);
    return 0;
}
