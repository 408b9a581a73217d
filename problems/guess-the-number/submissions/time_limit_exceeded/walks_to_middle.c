/* Before every guess, walks from 1 up to the top of the range, counting the numbers
   still possible, to find their middle: right, but up to n steps per guess, some
   3 * 10^10 for the largest tests. */
#include <stdio.h>
#include <string.h>

int main(void) {
    long long n;
    char reply[16] = "";
    if (scanf("%lld", &n) != 1) return 1;
    long long low = 1, high = n;
    while (low <= high) {
        volatile long long count = 0;
        for (long long candidate = 1; candidate <= high; candidate++) {
            if (candidate >= low) count = count + 1;
        }
        long long mid = low + (count - 1) / 2;
        printf("%lld\n", mid);
        fflush(stdout);
        if (scanf("%15s", reply) != 1 || strcmp(reply, "correct") == 0) break;
        if (strcmp(reply, "higher") == 0) low = mid + 1;
        else high = mid - 1;
    }
    return 0;
}
