#include <stdio.h>
#include <stdlib.h>

/* intervals[i][0] is a start, intervals[i][1] an end. Write the merged intervals
   into result (room for n of them) and return how many you wrote. */
int merge(int (*intervals)[2], int n, int (*result)[2]) {
    /* Write your solution here */
    return 0;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    int (*intervals)[2] = malloc(sizeof(int[2]) * n);
    int (*result)[2] = malloc(sizeof(int[2]) * n);
    for (int i = 0; i < n; i++) scanf("%d %d", &intervals[i][0], &intervals[i][1]);
    int count = merge(intervals, n, result);
    for (int i = 0; i < count; i++) printf("%d %d\n", result[i][0], result[i][1]);
    free(intervals);
    free(result);
    return 0;
}
