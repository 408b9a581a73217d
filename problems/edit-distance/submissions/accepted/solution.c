#include <stdio.h>
#include <string.h>

#define MAX_LENGTH 1000

static char word1[MAX_LENGTH + 2], word2[MAX_LENGTH + 2];

static int min3(int a, int b, int c) {
    int smaller = a < b ? a : b;
    return smaller < c ? smaller : c;
}

static int min_distance(const char *first, const char *second) {
    int m = (int)strlen(first), n = (int)strlen(second);
    /* previous[j] = distance between the prefix of first seen so far and second[0..j). */
    static int previous[MAX_LENGTH + 1], current[MAX_LENGTH + 1];
    for (int j = 0; j <= n; j++) previous[j] = j;
    for (int i = 1; i <= m; i++) {
        current[0] = i;
        for (int j = 1; j <= n; j++) {
            if (first[i - 1] == second[j - 1]) current[j] = previous[j - 1];
            else current[j] = 1 + min3(previous[j - 1], previous[j], current[j - 1]);
        }
        memcpy(previous, current, sizeof(int) * (size_t)(n + 1));
    }
    return previous[n];
}

int main(void) {
    int m, n;
    if (scanf("%d", &m) != 1) return 0;
    if (m > 0) scanf("%1000s", word1);
    if (scanf("%d", &n) != 1) return 0;
    if (n > 0) scanf("%1000s", word2);
    printf("%d\n", min_distance(word1, word2));
    return 0;
}
