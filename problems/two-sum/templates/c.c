#include <stdio.h>
#include <stdlib.h>

/* Store the two positions in answer[0] and answer[1] and return how many you stored. */
int twoSum(const int *nums, int n, int target, int *answer) {
    // Write your solution here
    return 0;
}

int main(void) {
    int n, target;
    if (scanf("%d", &n) != 1) return 0;
    int *nums = malloc(sizeof *nums * n);
    for (int i = 0; i < n; i++) scanf("%d", &nums[i]);
    scanf("%d", &target);

    int answer[2];
    int count = twoSum(nums, n, target, answer);
    for (int i = 0; i < count; i++) printf(i ? " %d" : "%d", answer[i]);
    printf("\n");
    free(nums);
    return 0;
}
