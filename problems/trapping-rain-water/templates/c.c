#include <stdio.h>
#include <stdlib.h>

long long trap(const int *height, int n) {
    // Write your solution here
    return 0;
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
