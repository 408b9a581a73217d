#include <algorithm>
#include <iostream>

int main() {
    long long a, b;
    std::cin >> a >> b;
    std::cout << std::max(a, b) << "\n";
    return 0;
}
