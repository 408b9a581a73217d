#include <stdbool.h>
#include <stdio.h>

static char first[100002], second[100002];

bool isAnagram(const char *s, const char *t) {
    // Write your solution here
    return false;
}

int main(void) {
    if (scanf("%100000s %100000s", first, second) != 2) return 0;
    puts(isAnagram(first, second) ? "true" : "false");
    return 0;
}
