#include <stdio.h>
#include <string.h>

#define MAX_LEN 100000

static char s[MAX_LEN + 2], t[MAX_LEN + 2];

int main(void) {
    if (scanf("%100000s %100000s", s, t) != 2) return 0;
    int n = (int)strlen(s), m = (int)strlen(t);
    int need[128] = {0};
    for (int i = 0; i < m; i++) need[(unsigned char)t[i]]++;
    int missing = m, bestStart = 0, bestLength = n + 1, left = 0;
    for (int right = 0; right < n; right++) {
        unsigned char ch = (unsigned char)s[right];
        if (need[ch] > 0) missing--;
        need[ch]--;
        if (missing == 0) {
            while (need[(unsigned char)s[left]] < 0) need[(unsigned char)s[left++]]++;
            if (right - left + 1 < bestLength) {
                bestStart = left;
                bestLength = right - left + 1;
            }
            need[(unsigned char)s[left++]]++;
            missing++;
        }
    }
    if (bestLength <= n) printf("%.*s\n", bestLength, s + bestStart);
    else printf("\n");
    return 0;
}
