#include <iostream>
#include <vector>

long long largestRectangleArea(const std::vector<int> &heights) {
    // Write your solution here
    return 0;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    std::vector<int> heights(n);
    for (int &height : heights) std::cin >> height;
    std::cout << largestRectangleArea(heights) << '\n';
    return 0;
}
