#include <stdio.h>

#define MAX_LEN 100000

static char s[MAX_LEN + 1];
static char reversed[MAX_LEN + 1];

/* Write the characters of s, last one first, into reversed (it ends with '\0'). */
void reverseString(const char *s, char *reversed) {
    // Write your solution here
}

int main(void) {
    if (scanf("%100000s", s) != 1) return 0;
    reverseString(s, reversed);
    printf("%s\n", reversed);
    return 0;
}
