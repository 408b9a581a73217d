#include <stdio.h>

static char first[1002], second[1002];

int minDistance(const char *word1, const char *word2) {
    // Write your solution here
    return 0;
}

int main(void) {
    int m, n;
    if (scanf("%d", &m) != 1) return 0;
    if (m > 0) scanf("%1000s", first);
    if (scanf("%d", &n) != 1) return 0;
    if (n > 0) scanf("%1000s", second);
    printf("%d\n", minDistance(first, second));
    return 0;
}
