#include <stdio.h>
#include <stdlib.h>

static long long max_area(const long long *height, int n) {
    int left = 0, right = n - 1;
    long long best = 0;
    while (left < right) {
        long long shorter = height[left] < height[right] ? height[left] : height[right];
        long long area = (long long)(right - left) * shorter;
        if (area > best) best = area;
        /* The shorter wall limits every narrower container that keeps it. */
        if (height[left] < height[right]) left++;
        else right--;
    }
    return best;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    long long *height = malloc(sizeof(long long) * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &height[i]);
    printf("%lld\n", max_area(height, n));
    free(height);
    return 0;
}
