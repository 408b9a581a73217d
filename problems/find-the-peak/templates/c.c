#include <stdio.h>

/* Asks the judge for a[i] (1 <= i <= n) and returns it; at most 40 questions. */
long long ask(int i) {
    long long value = 0;
    printf("? %d\n", i);
    fflush(stdout);
    if (scanf("%lld", &value) != 1) return 0;
    return value;
}

int find_peak(int n) {
    /* Write your solution here: return a position p with a[p] larger than its neighbours */
    return 1;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    printf("! %d\n", find_peak(n));
    fflush(stdout);
    return 0;
}
