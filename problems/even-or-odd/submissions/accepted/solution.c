#include <stdio.h>

int main(void) {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    for (int i = 0; i < q; i++) {
        int number;
        scanf("%d", &number);
        /* In C, -3 % 2 is -1, so test for a zero remainder rather than for 1. */
        puts(number % 2 == 0 ? "Even" : "Odd");
    }
    return 0;
}
