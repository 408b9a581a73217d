#include <iostream>
#include <vector>

long long largestRectangleArea(const std::vector<int> &heights) {
    const int n = static_cast<int>(heights.size());
    std::vector<int> stack;  // indices with increasing heights
    long long best = 0;
    for (int i = 0; i <= n; i++) {
        const int height = i < n ? heights[i] : 0;  // the final 0 empties the stack
        while (!stack.empty() && heights[stack.back()] >= height) {
            const int bar = stack.back();
            stack.pop_back();
            const int left = stack.empty() ? 0 : stack.back() + 1;
            best = std::max(best, static_cast<long long>(heights[bar]) * (i - left));
        }
        stack.push_back(i);
    }
    return best;
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
