#include <stdio.h>
#include <stdlib.h>

static int search(const int *nums, int n, int target) {
    int low = 0, high = n - 1;
    /* Invariant: if target is in nums, its index lies in [low, high]. */
    while (low <= high) {
        int mid = low + (high - low) / 2;
        if (nums[mid] == target) return mid;
        if (nums[mid] < target) low = mid + 1;
        else high = mid - 1;
    }
    return -1;
}

int main(void) {
    int n, q;
    if (scanf("%d", &n) != 1) return 0;
    int *nums = malloc(sizeof(int) * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &nums[i]);
    scanf("%d", &q);
    for (int i = 0; i < q; i++) {
        int target;
        scanf("%d", &target);
        printf("%d\n", search(nums, n, target));
    }
    free(nums);
    return 0;
}
