// Mistake: the area is computed in 32-bit int, which overflows for tall, far-apart walls.
#include <algorithm>
#include <iostream>
#include <vector>

int main() {
    int n;
    std::cin >> n;
    std::vector<int> height(n);
    for (auto& h : height) std::cin >> h;
    int left = 0, right = n - 1;
    int best = 0;
    while (left < right) {
        best = std::max(best, (right - left) * std::min(height[left], height[right]));
        if (height[left] < height[right]) ++left;
        else --right;
    }
    std::cout << best << '\n';
    return 0;
}
