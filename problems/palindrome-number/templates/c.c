#include <stdbool.h>
#include <stdio.h>

bool isPalindrome(int x) {
    // Write your solution here
    return false;
}

int main(void) {
    int x;
    if (scanf("%d", &x) != 1) return 0;
    printf("%s\n", isPalindrome(x) ? "true" : "false");
    return 0;
}
