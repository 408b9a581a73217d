#include <stdio.h>
#include <stdlib.h>

/* Fill answer (room for n values). */
void productExceptSelf(int *nums, int n, int *answer) {
    /* Write your solution here */
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    int *nums = malloc(sizeof(int) * n);
    int *answer = calloc(n, sizeof(int));
    for (int i = 0; i < n; i++) scanf("%d", &nums[i]);
    productExceptSelf(nums, n, answer);
    for (int i = 0; i < n; i++) printf(i ? " %d" : "%d", answer[i]);
    printf("\n");
    free(nums);
    free(answer);
    return 0;
}
