// Mistake: the half-reversal needs numbers ending in 0 to be rejected up front.
// Without that check, 10 ends with x = 0 and reversed half = 1, and 0 == 1 / 10 says "true".
#include <iostream>

bool isPalindrome(int x) {
    if (x < 0) return false;
    int reversedHalf = 0;
    while (x > reversedHalf) {
        reversedHalf = reversedHalf * 10 + x % 10;
        x /= 10;
    }
    return x == reversedHalf || x == reversedHalf / 10;
}

int main() {
    int x;
    std::cin >> x;
    std::cout << (isPalindrome(x) ? "true" : "false") << "\n";
    return 0;
}
