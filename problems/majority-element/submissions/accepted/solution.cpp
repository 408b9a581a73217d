#include <algorithm>
#include <iostream>
#include <vector>

// The majority fills more than half of the positions, so it sits in the middle once sorted.
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    std::vector<long long> nums(n);
    for (auto& value : nums) std::cin >> value;
    std::nth_element(nums.begin(), nums.begin() + n / 2, nums.end());
    std::cout << nums[n / 2] << "\n";
    return 0;
}
