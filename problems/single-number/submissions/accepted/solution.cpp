#include <iostream>
#include <vector>

int singleNumber(const std::vector<int>& nums) {
    // x ^ x == 0 and x ^ 0 == x, so every pair cancels out and only the single value remains.
    int result = 0;
    for (int value : nums) result ^= value;
    return result;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    std::vector<int> nums(n);
    for (auto& value : nums) std::cin >> value;
    std::cout << singleNumber(nums) << '\n';
    return 0;
}
