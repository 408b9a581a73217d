#include <iostream>
#include <vector>

int missingNumber(const std::vector<int>& nums) {
    // XOR of all indices 0..n and all values: every present value cancels with its index.
    int result = static_cast<int>(nums.size());
    for (int i = 0; i < static_cast<int>(nums.size()); ++i) result ^= i ^ nums[i];
    return result;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    std::vector<int> nums(n);
    for (auto& value : nums) std::cin >> value;
    std::cout << missingNumber(nums) << '\n';
    return 0;
}
