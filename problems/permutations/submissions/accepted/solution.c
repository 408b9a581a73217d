#include <stdio.h>
#include <stdlib.h>

static int ascending(const void *a, const void *b) {
    return *(const int *)a - *(const int *)b;
}

/* Rearranges nums into the next permutation in lexicographic order; returns 0 when
   nums was the last one. */
static int nextPermutation(int *nums, int n) {
    int i = n - 2;
    while (i >= 0 && nums[i] >= nums[i + 1]) i--;
    if (i < 0) return 0;
    int j = n - 1;
    while (nums[j] <= nums[i]) j--;
    int swap = nums[i];
    nums[i] = nums[j];
    nums[j] = swap;
    for (int lo = i + 1, hi = n - 1; lo < hi; lo++, hi--) {
        swap = nums[lo];
        nums[lo] = nums[hi];
        nums[hi] = swap;
    }
    return 1;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    int nums[8];
    for (int i = 0; i < n; i++) scanf("%d", &nums[i]);
    qsort(nums, n, sizeof(int), ascending);
    do {
        for (int i = 0; i < n; i++) printf(i ? " %d" : "%d", nums[i]);
        putchar('\n');
    } while (nextPermutation(nums, n));
    return 0;
}
