#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#define MAX_LENGTH 100000

static char s[MAX_LENGTH + 2], t[MAX_LENGTH + 2];

static bool is_anagram(const char *first, const char *second) {
    if (strlen(first) != strlen(second)) return false;
    int counts[26] = {0};
    for (const char *p = first; *p; p++) counts[*p - 'a']++;
    for (const char *p = second; *p; p++) {
        /* second needs more of this letter than first has. */
        if (--counts[*p - 'a'] < 0) return false;
    }
    return true;
}

int main(void) {
    if (scanf("%100000s %100000s", s, t) != 2) return 0;
    puts(is_anagram(s, t) ? "true" : "false");
    return 0;
}
