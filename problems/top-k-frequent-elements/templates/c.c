#include <stdio.h>
#include <stdlib.h>

/* Store the answer in result (room for k values) and return how many you stored. */
int topKFrequent(int *nums, int n, int k, int *result) {
    /* Write your solution here */
    return 0;
}

int main(void) {
    int n, k;
    if (scanf("%d", &n) != 1) return 0;
    int *nums = malloc(sizeof(int) * (n > 0 ? n : 1));
    for (int i = 0; i < n; i++) scanf("%d", &nums[i]);
    scanf("%d", &k);
    int *result = malloc(sizeof(int) * (k > 0 ? k : 1));
    int count = topKFrequent(nums, n, k, result);
    for (int i = 0; i < count; i++) printf(i ? " %d" : "%d", result[i]);
    printf("\n");
    free(nums);
    free(result);
    return 0;
}
