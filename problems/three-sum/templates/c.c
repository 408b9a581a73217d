#include <stdio.h>
#include <stdlib.h>

// Store the triplets in triplets[0..], three ints each, and return how many there are.
// The array has room for n * (n - 1) / 2 triplets, more than can ever be distinct.
int threeSum(const int *nums, int n, int *triplets) {
    // Write your solution here
    return 0;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    int *nums = malloc(sizeof(int) * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &nums[i]);
    size_t room = (size_t)n * (size_t)(n - 1) / 2;
    int *triplets = malloc(sizeof(int) * 3 * room);
    int count = threeSum(nums, n, triplets);
    printf("%d\n", count);
    for (int t = 0; t < count; t++)
        printf("%d %d %d\n", triplets[3 * t], triplets[3 * t + 1], triplets[3 * t + 2]);
    free(triplets);
    free(nums);
    return 0;
}
