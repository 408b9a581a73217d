#include <stdio.h>
#include <stdlib.h>

static int coinChange(const int *coins, int n, int amount) {
    int unreachable = amount + 1; /* more coins than any real answer can use */
    int *best = malloc(sizeof *best * (amount + 1)); /* best[v] = fewest coins that pay exactly v */
    best[0] = 0;
    for (int value = 1; value <= amount; value++) best[value] = unreachable;
    for (int i = 0; i < n; i++) {
        for (int value = coins[i]; value <= amount; value++) {
            if (best[value - coins[i]] + 1 < best[value]) best[value] = best[value - coins[i]] + 1;
        }
    }
    int answer = best[amount] == unreachable ? -1 : best[amount];
    free(best);
    return answer;
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
    free(coins);
    return 0;
}
