#include <stdio.h>
#include <stdlib.h>

static long long largestRectangleArea(const int *heights, int n) {
    int *stack = malloc(sizeof *stack * (n + 1)); /* indices with increasing heights */
    int top = 0;
    long long best = 0;
    for (int i = 0; i <= n; i++) {
        int height = i < n ? heights[i] : 0; /* the final 0 empties the stack */
        while (top > 0 && heights[stack[top - 1]] >= height) {
            int bar = stack[--top];
            int left = top > 0 ? stack[top - 1] + 1 : 0;
            long long area = (long long)heights[bar] * (i - left);
            if (area > best) best = area;
        }
        stack[top++] = i;
    }
    free(stack);
    return best;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int *heights = malloc(sizeof *heights * n);
    for (int i = 0; i < n; i++) {
        if (scanf("%d", &heights[i]) != 1) return 1;
    }
    printf("%lld\n", largestRectangleArea(heights, n));
    free(heights);
    return 0;
}
