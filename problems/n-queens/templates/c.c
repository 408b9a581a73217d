#include <stdio.h>

long totalNQueens(int n) {
    /* Write your solution here */
    return 0;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    printf("%ld\n", totalNQueens(n));
    return 0;
}
