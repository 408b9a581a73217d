#include <stdio.h>
#include <stdlib.h>

int minSubArrayLen(int target, int *nums, int n) {
    /* Write your solution here */
    return 0;
}

int main(void) {
    int n, target;
    if (scanf("%d", &n) != 1) return 0;
    int *nums = malloc(sizeof(int) * n);
    for (int i = 0; i < n; i++) scanf("%d", &nums[i]);
    scanf("%d", &target);
    printf("%d\n", minSubArrayLen(target, nums, n));
    free(nums);
    return 0;
}
