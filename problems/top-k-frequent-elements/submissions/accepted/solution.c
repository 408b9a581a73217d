#include <stdio.h>
#include <stdlib.h>

#define OFFSET 10000
#define RANGE 20001

static int counts[RANGE];

static int byFrequencyThenValue(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    if (counts[x] != counts[y]) return counts[y] - counts[x];
    return x - y;
}

int main(void) {
    int n, k;
    if (scanf("%d", &n) != 1) return 0;
    for (int i = 0; i < n; i++) {
        int value;
        scanf("%d", &value);
        counts[value + OFFSET]++;
    }
    scanf("%d", &k);
    static int distinct[RANGE];
    int m = 0;
    for (int i = 0; i < RANGE; i++)
        if (counts[i] > 0) distinct[m++] = i;
    qsort(distinct, m, sizeof(int), byFrequencyThenValue);
    for (int i = 0; i < k; i++) printf(i ? " %d" : "%d", distinct[i] - OFFSET);
    printf("\n");
    return 0;
}
