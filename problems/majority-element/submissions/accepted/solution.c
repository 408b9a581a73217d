#include <stdio.h>

/* Boyer-Moore voting: the majority survives every cancellation of two different values. */
int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    long long candidate = 0, value;
    int votes = 0;
    for (int i = 0; i < n; i++) {
        scanf("%lld", &value);
        if (votes == 0) candidate = value;
        votes += value == candidate ? 1 : -1;
    }
    printf("%lld\n", candidate);
    return 0;
}
