#include <stdio.h>
#include <string.h>

#define MAX_LEN 100000

static char s[MAX_LEN + 1];

int main(void) {
    if (scanf("%100000s", s) != 1) return 0;
    size_t length = strlen(s);
    for (size_t left = 0, right = length; left + 1 < right; left++, right--) {
        char swapped = s[left];
        s[left] = s[right - 1];
        s[right - 1] = swapped;
    }
    puts(s);
    return 0;
}
