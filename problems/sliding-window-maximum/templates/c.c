#include <stdio.h>
#include <stdlib.h>

/* Write the window maxima into result (room for n - k + 1 values) and return how
   many you wrote. */
int maxSlidingWindow(int *nums, int n, int k, int *result) {
    /* Write your solution here */
    return 0;
}

int main(void) {
    int n, k;
    if (scanf("%d", &n) != 1) return 0;
    int *nums = malloc(sizeof(int) * n);
    for (int i = 0; i < n; i++) scanf("%d", &nums[i]);
    scanf("%d", &k);
    int *result = malloc(sizeof(int) * n);
    int count = maxSlidingWindow(nums, n, k, result);
    for (int i = 0; i < count; i++) printf(i ? " %d" : "%d", result[i]);
    printf("\n");
    free(nums);
    free(result);
    return 0;
}
