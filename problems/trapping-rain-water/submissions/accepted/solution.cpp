#include <algorithm>
#include <iostream>
#include <vector>

long long trap(const std::vector<int>& height) {
    int left = 0, right = static_cast<int>(height.size()) - 1;
    int leftMax = 0, rightMax = 0;
    long long total = 0;
    while (left < right) {
        // The lower side is bounded by its own running maximum: the other side has a
        // column at least as tall, so the lower maximum decides the water level.
        if (height[left] < height[right]) {
            leftMax = std::max(leftMax, height[left]);
            total += leftMax - height[left];
            ++left;
        } else {
            rightMax = std::max(rightMax, height[right]);
            total += rightMax - height[right];
            --right;
        }
    }
    return total;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    std::vector<int> height(n);
    for (auto& h : height) std::cin >> h;
    std::cout << trap(height) << '\n';
    return 0;
}
