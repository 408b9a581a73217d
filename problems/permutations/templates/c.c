#include <stdio.h>
#include <stdlib.h>

/* Write each permutation as n numbers into result (room for n! of them, one after
   another) and return how many permutations you wrote. */
int permute(int *nums, int n, int *result) {
    /* Write your solution here */
    return 0;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    int nums[8];
    for (int i = 0; i < n; i++) scanf("%d", &nums[i]);
    int total = 1;
    for (int i = 2; i <= n; i++) total *= i;
    int *result = malloc(sizeof(int) * total * n);
    int count = permute(nums, n, result);
    for (int p = 0; p < count; p++) {
        for (int i = 0; i < n; i++) printf(i ? " %d" : "%d", result[p * n + i]);
        printf("\n");
    }
    free(result);
    return 0;
}
