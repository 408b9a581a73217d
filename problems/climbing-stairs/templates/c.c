#include <stdio.h>

long long climbStairs(int n) {
    // Write your solution here
    return 0;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    printf("%lld\n", climbStairs(n));
    return 0;
}
