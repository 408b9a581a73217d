#include <stdio.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    for (int i = 1; i <= n; i++) printf(i > 1 ? " %d" : "%d", i);
    printf("\n");
    return 0;
}
