#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    int *course = malloc(sizeof(int) * (m + 1)), *before = malloc(sizeof(int) * (m + 1));
    int *start = calloc(n + 1, sizeof(int)), *missing = calloc(n, sizeof(int));
    for (int i = 0; i < m; i++) {
        scanf("%d %d", &course[i], &before[i]);
        start[before[i] + 1]++;
        missing[course[i]]++;
    }
    /* Adjacency in compressed form: the courses unlocked by b are after[start[b] ..]. */
    for (int v = 0; v < n; v++) start[v + 1] += start[v];
    int *fill = malloc(sizeof(int) * (n + 1)), *after = malloc(sizeof(int) * (m + 1));
    for (int v = 0; v <= n; v++) fill[v] = start[v];
    for (int i = 0; i < m; i++) after[fill[before[i]]++] = course[i];

    int *order = malloc(sizeof(int) * n);
    int head = 0, tail = 0;
    for (int v = 0; v < n; v++)
        if (missing[v] == 0) order[tail++] = v;
    while (head < tail) {
        int v = order[head++];
        for (int e = start[v]; e < start[v + 1]; e++)
            if (--missing[after[e]] == 0) order[tail++] = after[e];
    }
    if (tail < n) {
        printf("IMPOSSIBLE\n");
    } else {
        for (int i = 0; i < n; i++) printf(i ? " %d" : "%d", order[i]);
        printf("\n");
    }
    return 0;
}
