#include <stdio.h>

static long long climb_stairs(int n) {
    long long one_below = 1, two_below = 1; /* ways to reach steps 1 and 0 */
    for (int step = 2; step <= n; step++) {
        long long here = one_below + two_below;
        two_below = one_below;
        one_below = here;
    }
    return one_below;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    printf("%lld\n", climb_stairs(n));
    return 0;
}
