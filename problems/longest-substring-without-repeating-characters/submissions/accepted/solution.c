#include <stdio.h>
#include <stdlib.h>

static int length_of_longest_substring(const char *s, int n) {
    int last_seen[128];
    for (int c = 0; c < 128; c++) last_seen[c] = -1;
    int start = 0, best = 0;
    for (int i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        /* A repeat inside the window pushes the start just past its previous copy. */
        if (last_seen[c] >= start) start = last_seen[c] + 1;
        last_seen[c] = i;
        if (i - start + 1 > best) best = i - start + 1;
    }
    return best;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    char *s = malloc((size_t)n + 1);
    s[0] = '\0';
    if (n > 0) scanf("%s", s);
    printf("%d\n", length_of_longest_substring(s, n));
    free(s);
    return 0;
}
