#include <stdio.h>
#include <stdlib.h>

static int search(const int *nums, int n, int target) {
    int lo = 0, hi = n - 1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        if (nums[mid] == target) return mid;
        if (nums[lo] <= nums[mid]) { /* the left half lo..mid is sorted */
            if (nums[lo] <= target && target < nums[mid]) hi = mid - 1;
            else lo = mid + 1;
        } else { /* the right half mid..hi is sorted */
            if (nums[mid] < target && target <= nums[hi]) lo = mid + 1;
            else hi = mid - 1;
        }
    }
    return -1;
}

int main(void) {
    int n, q;
    if (scanf("%d", &n) != 1) return 1;
    int *nums = malloc(sizeof *nums * n);
    for (int i = 0; i < n; i++) {
        if (scanf("%d", &nums[i]) != 1) return 1;
    }
    if (scanf("%d", &q) != 1) return 1;
    for (int i = 0; i < q; i++) {
        int target;
        if (scanf("%d", &target) != 1) return 1;
        printf("%d\n", search(nums, n, target));
    }
    free(nums);
    return 0;
}
