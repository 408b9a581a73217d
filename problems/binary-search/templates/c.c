#include <stdio.h>
#include <stdlib.h>

int search(const int *nums, int n, int target) {
    // Write your solution here
    return 0;
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
