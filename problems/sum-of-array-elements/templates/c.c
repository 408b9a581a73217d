#include <stdio.h>
#include <stdlib.h>

long long sumOf(const int *numbers, int n) {
    // Write your solution here
    return 0;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    int *numbers = malloc(sizeof *numbers * n);
    for (int i = 0; i < n; i++) scanf("%d", &numbers[i]);
    printf("%lld\n", sumOf(numbers, n));
    free(numbers);
    return 0;
}
