#include <stdio.h>
#include <string.h>

#define MAX_LEN 100000

static char s[MAX_LEN + 2], t[MAX_LEN + 2], result[MAX_LEN + 2];

/* Write the window into result as a null-terminated string (leave it empty if there
   is none). */
void minWindow(const char *s, const char *t, char *result) {
    /* Write your solution here */
    result[0] = '\0';
}

int main(void) {
    if (scanf("%100000s %100000s", s, t) != 2) return 0;
    minWindow(s, t, result);
    printf("%s\n", result);
    return 0;
}
