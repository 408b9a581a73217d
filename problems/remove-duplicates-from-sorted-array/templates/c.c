#include <stdio.h>
#include <stdlib.h>

/* Rearrange nums in place and return k, the number of distinct values. */
int removeDuplicates(int *nums, int n) {
    // Write your solution here
    return 0;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    int *nums = malloc(sizeof *nums * n);
    for (int i = 0; i < n; i++) scanf("%d", &nums[i]);

    int k = removeDuplicates(nums, n);
    printf("%d\n", k);
    for (int i = 0; i < k; i++) printf(i ? " %d" : "%d", nums[i]);
    printf("\n");
    free(nums);
    return 0;
}
