#include <stdio.h>
#include <stdlib.h>

/* Write subset number s into result[s * n ...] and its size into sizes[s] (room for
   2^n subsets). Return how many subsets you wrote. */
int subsets(int *nums, int n, int *result, int *sizes) {
    /* Write your solution here */
    return 0;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    int nums[10];
    for (int i = 0; i < n; i++) scanf("%d", &nums[i]);
    int *result = malloc(sizeof(int) * (1 << n) * n);
    int *sizes = malloc(sizeof(int) * (1 << n));
    int count = subsets(nums, n, result, sizes);
    for (int s = 0; s < count; s++) {
        for (int i = 0; i < sizes[s]; i++) printf(i ? " %d" : "%d", result[s * n + i]);
        printf("\n");
    }
    free(result);
    free(sizes);
    return 0;
}
