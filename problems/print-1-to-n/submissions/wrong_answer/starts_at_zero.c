/* Mistake: the loop starts at 0 instead of 1. */
#include <stdio.h>

int main(void) {
    int n;
    scanf("%d", &n);
    for (int i = 0; i < n; i++) printf("%d ", i);
    printf("\n");
    return 0;
}
