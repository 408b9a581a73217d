#include <iostream>
#include <string>

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int q;
    std::cin >> q;
    std::string out;
    out.reserve(5 * static_cast<size_t>(q));
    for (int i = 0; i < q; i++) {
        int number;
        std::cin >> number;
        // The lowest bit is 0 for every even number, negative ones included (two's complement).
        out += (number & 1) ? "Odd\n" : "Even\n";
    }
    std::cout << out;
    return 0;
}
