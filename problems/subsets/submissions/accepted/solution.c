#include <stdio.h>
#include <stdlib.h>

static int nums[10], current[10];
static int n;

static int ascending(const void *a, const void *b) {
    return *(const int *)a - *(const int *)b;
}

/* Print the current subset first, then extend it with each larger number in turn:
   this is lexicographic order. */
static void extend(int size, int start) {
    for (int i = 0; i < size; i++) printf(i ? " %d" : "%d", current[i]);
    putchar('\n');
    for (int i = start; i < n; i++) {
        current[size] = nums[i];
        extend(size + 1, i + 1);
    }
}

int main(void) {
    if (scanf("%d", &n) != 1) return 0;
    for (int i = 0; i < n; i++) scanf("%d", &nums[i]);
    qsort(nums, n, sizeof(int), ascending);
    extend(0, 0);
    return 0;
}
