#include <stdio.h>
#include <stdlib.h>

int maxProfit(const int *prices, int n) {
    // Write your solution here
    return 0;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    int *prices = malloc(sizeof(int) * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &prices[i]);
    printf("%d\n", maxProfit(prices, n));
    free(prices);
    return 0;
}
