#include <stdio.h>
#include <stdlib.h>

int coinChange(const int *coins, int n, int amount) {
    // Write your solution here
    return 0;
}

int main(void) {
    int n, amount;
    if (scanf("%d", &n) != 1) return 1;
    int *coins = malloc(sizeof *coins * n);
    for (int i = 0; i < n; i++) {
        if (scanf("%d", &coins[i]) != 1) return 1;
    }
    if (scanf("%d", &amount) != 1) return 1;
    printf("%d\n", coinChange(coins, n, amount));
    return 0;
}
