#include <stdio.h>
#include <stdlib.h>

/* Sort positions by value, then walk two pointers inwards: O(n log n) without a hash table. */
static long long *values;

static int compare_by_value(const void *a, const void *b) {
    long long x = values[*(const int *)a], y = values[*(const int *)b];
    return (x > y) - (x < y);
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    values = malloc(sizeof *values * n);
    int *order = malloc(sizeof *order * n);
    for (int i = 0; i < n; i++) {
        scanf("%lld", &values[i]);
        order[i] = i;
    }
    long long target;
    scanf("%lld", &target);
    qsort(order, n, sizeof *order, compare_by_value);

    int low = 0, high = n - 1;
    while (low < high) {
        long long sum = values[order[low]] + values[order[high]];
        if (sum == target) break;
        if (sum < target) low++;
        else high--;
    }
    int i = order[low], j = order[high];
    printf("%d %d\n", i < j ? i : j, i < j ? j : i);
    free(values);
    free(order);
    return 0;
}
