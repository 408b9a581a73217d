#include <stdbool.h>
#include <stdio.h>

/* Reverse only the lower half of the digits, so the value never exceeds the input. */
static bool is_palindrome(int x) {
    if (x < 0 || (x % 10 == 0 && x != 0)) return false;
    int reversed_half = 0;
    while (x > reversed_half) {
        reversed_half = reversed_half * 10 + x % 10;
        x /= 10;
    }
    return x == reversed_half || x == reversed_half / 10;
}

int main(void) {
    int x;
    if (scanf("%d", &x) != 1) return 0;
    puts(is_palindrome(x) ? "true" : "false");
    return 0;
}
