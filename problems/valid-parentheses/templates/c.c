#include <stdbool.h>
#include <stdio.h>

#define MAX_LEN 1000000

static char s[MAX_LEN + 1];

bool isValid(const char *s) {
    // Write your solution here
    return false;
}

int main(void) {
    if (scanf("%1000000s", s) != 1) return 0;
    printf("%s\n", isValid(s) ? "true" : "false");
    return 0;
}
