#include <stdio.h>
#include <stdlib.h>

int missingNumber(const int *nums, int n) {
    // Write your solution here
    return 0;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    int *nums = malloc(sizeof(int) * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &nums[i]);
    printf("%d\n", missingNumber(nums, n));
    free(nums);
    return 0;
}
