#include <iostream>
#include <string>
#include <vector>

std::vector<int> countBits(int n) {
    std::vector<int> bits(n + 1, 0);
    for (int i = 1; i <= n; i++) bits[i] = bits[i >> 1] + (i & 1);
    return bits;
}

int main() {
    std::ios::sync_with_stdio(false);
    int n;
    std::cin >> n;
    std::string out;
    for (int count : countBits(n)) {
        if (!out.empty()) out += ' ';
        out += std::to_string(count);
    }
    std::cout << out << "\n";
    return 0;
}
