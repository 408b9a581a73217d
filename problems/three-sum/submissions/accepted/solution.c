#include <stdio.h>
#include <stdlib.h>

static int compare_ints(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    int *nums = malloc(sizeof(int) * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &nums[i]);
    qsort(nums, (size_t)n, sizeof(int), compare_ints);

    size_t capacity = 1024, count = 0;
    int *triplets = malloc(sizeof(int) * 3 * capacity);
    for (int i = 0; i + 2 < n && nums[i] <= 0; i++) {
        /* Equal first values would produce the same triplets again. */
        if (i > 0 && nums[i] == nums[i - 1]) continue;
        int left = i + 1, right = n - 1;
        while (left < right) {
            int total = nums[i] + nums[left] + nums[right];
            if (total < 0) {
                left++;
            } else if (total > 0) {
                right--;
            } else {
                if (count == capacity) {
                    capacity *= 2;
                    triplets = realloc(triplets, sizeof(int) * 3 * capacity);
                }
                triplets[3 * count] = nums[i];
                triplets[3 * count + 1] = nums[left];
                triplets[3 * count + 2] = nums[right];
                count++;
                left++;
                while (left < right && nums[left] == nums[left - 1]) left++;
                right--;
            }
        }
    }
    printf("%zu\n", count);
    for (size_t t = 0; t < count; t++)
        printf("%d %d %d\n", triplets[3 * t], triplets[3 * t + 1], triplets[3 * t + 2]);
    free(triplets);
    free(nums);
    return 0;
}
