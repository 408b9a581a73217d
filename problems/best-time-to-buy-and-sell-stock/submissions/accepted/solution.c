#include <stdio.h>
#include <stdlib.h>

static int max_profit(const int *prices, int n) {
    int cheapest = prices[0], best = 0;
    for (int i = 0; i < n; i++) {
        /* Selling today is best paired with the cheapest earlier day. */
        if (prices[i] - cheapest > best) best = prices[i] - cheapest;
        if (prices[i] < cheapest) cheapest = prices[i];
    }
    return best;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    int *prices = malloc(sizeof(int) * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &prices[i]);
    printf("%d\n", max_profit(prices, n));
    free(prices);
    return 0;
}
