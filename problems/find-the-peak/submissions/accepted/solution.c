#include <stdio.h>

static long long ask(int i) {
    long long value = 0;
    printf("? %d\n", i);
    fflush(stdout);
    if (scanf("%lld", &value) != 1) return 0;
    return value;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int low = 1, high = n;
    while (low < high) {
        int mid = low + (high - low) / 2;
        if (ask(mid) < ask(mid + 1)) low = mid + 1;
        else high = mid;
    }
    printf("! %d\n", low);
    fflush(stdout);
    return 0;
}
