#include <stdio.h>

long long maximum(long long a, long long b) {
    // Write your solution here
    return 0;
}

int main(void) {
    long long a, b;
    if (scanf("%lld %lld", &a, &b) != 2) return 0;
    printf("%lld\n", maximum(a, b));
    return 0;
}
