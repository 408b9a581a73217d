#include <stdio.h>
#include <stdlib.h>

int search(const int *nums, int n, int target) {
    // Write your solution here
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
    return 0;
}
