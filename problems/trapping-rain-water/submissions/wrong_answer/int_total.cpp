// Mistake: the total is a 32-bit int, which overflows on wide, deep basins.
#include <algorithm>
#include <iostream>
#include <vector>

int main() {
    int n;
    std::cin >> n;
    std::vector<int> height(n);
    for (auto& h : height) std::cin >> h;
    int left = 0, right = n - 1, leftMax = 0, rightMax = 0, total = 0;
    while (left < right) {
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
    std::cout << total << '\n';
    return 0;
}
