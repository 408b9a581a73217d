#include <stdbool.h>
#include <stdio.h>

#define MAX_LEN 1000000

static char line[MAX_LEN + 1];

bool isValid(const char *s) {
    // Write your solution here
    return false;
}

int main(void) {
    if (scanf("%1000000s", line) != 1) return 0;
    printf("%s\n", isValid(line) ? "true" : "false");
    return 0;
}
