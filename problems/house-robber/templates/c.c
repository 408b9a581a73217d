#include <stdio.h>
#include <stdlib.h>

long long rob(long long *nums, int n) {
    /* Write your solution here */
    return 0;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    long long *nums = malloc(sizeof(long long) * n);
    for (int i = 0; i < n; i++) scanf("%lld", &nums[i]);
    printf("%lld\n", rob(nums, n));
    free(nums);
    return 0;
}
