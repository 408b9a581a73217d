#include <stdio.h>
#include <stdlib.h>

static long long trap(const int *height, int n) {
    int left = 0, right = n - 1, left_max = 0, right_max = 0;
    long long total = 0;
    while (left < right) {
        /* The lower side is bounded by its own running maximum: the other side has a
           column at least as tall, so the lower maximum decides the water level. */
        if (height[left] < height[right]) {
            if (height[left] > left_max) left_max = height[left];
            total += left_max - height[left];
            left++;
        } else {
            if (height[right] > right_max) right_max = height[right];
            total += right_max - height[right];
            right--;
        }
    }
    return total;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    int *height = malloc(sizeof(int) * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &height[i]);
    printf("%lld\n", trap(height, n));
    free(height);
    return 0;
}
