// Mistake: n * (n + 1) is computed in 32-bit int and overflows for large n before the division.
#include <iostream>

int main() {
    int n;
    std::cin >> n;
    int total = 0;
    for (int i = 0; i < n; ++i) {
        int value;
        std::cin >> value;
        total += value;
    }
    int expected = n * (n + 1) / 2;
    std::cout << expected - total << '\n';
    return 0;
}
