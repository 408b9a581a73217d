#include <stdio.h>
#include <stdlib.h>

int findKthLargest(const int *nums, int n, int k) {
    // Write your solution here
    return 0;
}

int main(void) {
    int n, k;
    if (scanf("%d", &n) != 1) return 1;
    int *nums = malloc(sizeof *nums * n);
    for (int i = 0; i < n; i++) {
        if (scanf("%d", &nums[i]) != 1) return 1;
    }
    if (scanf("%d", &k) != 1) return 1;
    printf("%d\n", findKthLargest(nums, n, k));
    return 0;
}
