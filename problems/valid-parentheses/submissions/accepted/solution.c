#include <stdbool.h>
#include <stdio.h>

#define MAX_LEN 1000000

static char s[MAX_LEN + 2];
static char stack[MAX_LEN];

static char opener_of(char closer) {
    switch (closer) {
    case ')': return '(';
    case ']': return '[';
    case '}': return '{';
    default: return 0;
    }
}

static bool is_valid(const char *text) {
    int top = 0;
    for (const char *p = text; *p; p++) {
        char opener = opener_of(*p);
        if (!opener) stack[top++] = *p;
        else if (top == 0 || stack[--top] != opener) return false;
    }
    return top == 0;
}

int main(void) {
    if (scanf("%1000000s", s) != 1) return 0;
    puts(is_valid(s) ? "true" : "false");
    return 0;
}
