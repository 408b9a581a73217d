#include <stdio.h>
#include <stdlib.h>

int lengthOfLongestSubstring(const char *s, int n) {
    // Write your solution here
    return 0;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    char *s = malloc((size_t)n + 1);
    s[0] = '\0';
    if (n > 0) scanf("%s", s);
    printf("%d\n", lengthOfLongestSubstring(s, n));
    free(s);
    return 0;
}
