#include <stdio.h>
#include <stdlib.h>

static int readInt(void) {
    int c = getchar();
    while (c != '-' && (c < '0' || c > '9')) c = getchar();
    int sign = 1, value = 0;
    if (c == '-') {
        sign = -1;
        c = getchar();
    }
    for (; c >= '0' && c <= '9'; c = getchar()) value = value * 10 + (c - '0');
    return sign * value;
}

int main(void) {
    int n = readInt();
    /* prefix[i] holds nums[0] + ... + nums[i - 1]; sums need 64 bits. */
    long long *prefix = malloc(sizeof *prefix * (n + 1));
    prefix[0] = 0;
    for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + readInt();
    int q = readInt();
    for (int i = 0; i < q; i++) {
        int l = readInt();
        int r = readInt();
        printf("%lld\n", prefix[r + 1] - prefix[l]);
    }
    free(prefix);
    return 0;
}
