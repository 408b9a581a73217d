#include <algorithm>
#include <array>
#include <iostream>
#include <vector>

std::vector<std::array<int, 3>> threeSum(std::vector<int> nums) {
    std::sort(nums.begin(), nums.end());
    const int n = static_cast<int>(nums.size());
    std::vector<std::array<int, 3>> triplets;
    for (int i = 0; i + 2 < n && nums[i] <= 0; ++i) {
        // Equal first values would produce the same triplets again.
        if (i > 0 && nums[i] == nums[i - 1]) continue;
        int left = i + 1, right = n - 1;
        while (left < right) {
            int total = nums[i] + nums[left] + nums[right];
            if (total < 0) {
                ++left;
            } else if (total > 0) {
                --right;
            } else {
                triplets.push_back({nums[i], nums[left], nums[right]});
                ++left;
                while (left < right && nums[left] == nums[left - 1]) ++left;
                --right;
            }
        }
    }
    return triplets;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    std::vector<int> nums(n);
    for (auto& value : nums) std::cin >> value;
    auto triplets = threeSum(nums);
    std::cout << triplets.size() << '\n';
    for (const auto& [a, b, c] : triplets) std::cout << a << ' ' << b << ' ' << c << '\n';
    return 0;
}
