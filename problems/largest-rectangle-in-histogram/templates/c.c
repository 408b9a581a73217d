#include <stdio.h>
#include <stdlib.h>

long long largestRectangleArea(const int *heights, int n) {
    // Write your solution here
    return 0;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int *heights = malloc(sizeof *heights * n);
    for (int i = 0; i < n; i++) {
        if (scanf("%d", &heights[i]) != 1) return 1;
    }
    printf("%lld\n", largestRectangleArea(heights, n));
    return 0;
}
