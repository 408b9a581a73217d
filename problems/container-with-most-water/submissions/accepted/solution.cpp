#include <algorithm>
#include <iostream>
#include <vector>

long long maxArea(const std::vector<long long>& height) {
    int left = 0, right = static_cast<int>(height.size()) - 1;
    long long best = 0;
    while (left < right) {
        best = std::max(best, static_cast<long long>(right - left) * std::min(height[left], height[right]));
        // The shorter wall limits every narrower container that keeps it.
        if (height[left] < height[right]) ++left;
        else --right;
    }
    return best;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    std::vector<long long> height(n);
    for (auto& h : height) std::cin >> h;
    std::cout << maxArea(height) << '\n';
    return 0;
}
