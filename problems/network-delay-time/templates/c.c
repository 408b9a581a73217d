#include <stdio.h>
#include <stdlib.h>

/* times[i][0] -> times[i][1] takes times[i][2] milliseconds. */
long long networkDelayTime(int (*times)[3], int m, int n, int k) {
    /* Write your solution here */
    return 0;
}

int main(void) {
    int n, m, k;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    int (*times)[3] = malloc(sizeof(int[3]) * (m > 0 ? m : 1));
    for (int i = 0; i < m; i++) scanf("%d %d %d", &times[i][0], &times[i][1], &times[i][2]);
    scanf("%d", &k);
    printf("%lld\n", networkDelayTime(times, m, n, k));
    free(times);
    return 0;
}
