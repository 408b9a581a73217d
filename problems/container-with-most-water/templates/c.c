#include <stdio.h>
#include <stdlib.h>

long long maxArea(const long long *height, int n) {
    // Write your solution here
    return 0;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    long long *height = malloc(sizeof(long long) * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%lld", &height[i]);
    printf("%lld\n", maxArea(height, n));
    free(height);
    return 0;
}
