#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n, k;
    if (scanf("%d", &n) != 1) return 0;
    int *nums = malloc(sizeof(int) * n);
    for (int i = 0; i < n; i++) scanf("%d", &nums[i]);
    scanf("%d", &k);
    /* window[head .. tail - 1]: indices with decreasing values; the front is the maximum. */
    int *window = malloc(sizeof(int) * n);
    int head = 0, tail = 0;
    for (int i = 0; i < n; i++) {
        while (tail > head && nums[window[tail - 1]] <= nums[i]) tail--;
        window[tail++] = i;
        if (window[head] <= i - k) head++;
        if (i >= k - 1) printf(i == k - 1 ? "%d" : " %d", nums[window[head]]);
    }
    printf("\n");
    free(nums);
    free(window);
    return 0;
}
