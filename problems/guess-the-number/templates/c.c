#include <stdio.h>
#include <string.h>

/* Asks the judge about x: returns 0 if x is the number, 1 if it is higher, -1 if it is lower. */
int guess(long long x) {
    char reply[16] = "";
    printf("%lld\n", x);
    fflush(stdout);
    if (scanf("%15s", reply) != 1) return 0;
    if (strcmp(reply, "correct") == 0) return 0;
    return strcmp(reply, "higher") == 0 ? 1 : -1;
}

long long find_number(long long n) {
    /* Write your solution here: call guess(x) until it returns 0 */
    return 0;
}

int main(void) {
    long long n;
    if (scanf("%lld", &n) != 1) return 0;
    find_number(n);
    return 0;
}
