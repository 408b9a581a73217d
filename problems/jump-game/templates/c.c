#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

bool canJump(int *nums, int n) {
    /* Write your solution here */
    return false;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    int *nums = malloc(sizeof(int) * n);
    for (int i = 0; i < n; i++) scanf("%d", &nums[i]);
    printf(canJump(nums, n) ? "true\n" : "false\n");
    free(nums);
    return 0;
}
