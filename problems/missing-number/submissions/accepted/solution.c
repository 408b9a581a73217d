#include <stdio.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    /* XOR of all indices 0..n and all values: every present value cancels with its index. */
    int result = n;
    for (int i = 0; i < n; i++) {
        int value;
        scanf("%d", &value);
        result ^= i ^ value;
    }
    printf("%d\n", result);
    return 0;
}
