#include <stdio.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    /* take: best total when the previous house was robbed; skip: when it was not. */
    long long take = 0, skip = 0;
    for (int i = 0; i < n; i++) {
        long long value;
        scanf("%lld", &value);
        long long nextTake = skip + value;
        skip = take > skip ? take : skip;
        take = nextTake;
    }
    printf("%lld\n", take > skip ? take : skip);
    return 0;
}
