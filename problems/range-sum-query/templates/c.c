#include <stdio.h>
#include <stdlib.h>

/* Store the answer to query i (from left[i] to right[i]) in answers[i]. */
void rangeSums(int n, const int *nums, int q, const int *left, const int *right, long long *answers) {
    // Write your solution here
}

int main(void) {
    int n, q;
    if (scanf("%d", &n) != 1) return 1;
    int *nums = malloc(sizeof *nums * n);
    for (int i = 0; i < n; i++) {
        if (scanf("%d", &nums[i]) != 1) return 1;
    }
    if (scanf("%d", &q) != 1) return 1;
    int *left = malloc(sizeof *left * q);
    int *right = malloc(sizeof *right * q);
    for (int i = 0; i < q; i++) {
        if (scanf("%d %d", &left[i], &right[i]) != 2) return 1;
    }
    long long *answers = calloc(q, sizeof *answers);
    rangeSums(n, nums, q, left, right, answers);
    for (int i = 0; i < q; i++) printf("%lld\n", answers[i]);
    return 0;
}
