#include <stdio.h>

#define MAX_LEN 100000

static char line[MAX_LEN + 1];
static char result[MAX_LEN + 1];

/* Write the characters of s, last one first, into reversed (it ends with '\0'). */
void reverseString(const char *s, char *reversed) {
    // Write your solution here
}

int main(void) {
    if (scanf("%100000s", line) != 1) return 0;
    reverseString(line, result);
    printf("%s\n", result);
    return 0;
}
