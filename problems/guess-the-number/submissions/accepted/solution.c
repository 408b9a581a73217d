#include <stdio.h>
#include <string.h>

static int guess(long long x) {
    char reply[16] = "";
    printf("%lld\n", x);
    fflush(stdout);
    if (scanf("%15s", reply) != 1) return 0;
    if (strcmp(reply, "correct") == 0) return 0;
    return strcmp(reply, "higher") == 0 ? 1 : -1;
}

int main(void) {
    long long n;
    if (scanf("%lld", &n) != 1) return 1;
    long long low = 1, high = n;
    while (low <= high) {
        long long mid = low + (high - low) / 2;
        int answer = guess(mid);
        if (answer == 0) break;
        if (answer > 0) low = mid + 1;
        else high = mid - 1;
    }
    return 0;
}
