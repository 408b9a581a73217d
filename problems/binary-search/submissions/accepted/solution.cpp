#include <iostream>
#include <vector>

int search(const std::vector<int>& nums, int target) {
    int low = 0, high = static_cast<int>(nums.size()) - 1;
    // Invariant: if target is in nums, its index lies in [low, high].
    while (low <= high) {
        int mid = low + (high - low) / 2;
        if (nums[mid] == target) return mid;
        if (nums[mid] < target) low = mid + 1;
        else high = mid - 1;
    }
    return -1;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    std::vector<int> nums(n);
    for (auto& value : nums) std::cin >> value;
    int q;
    std::cin >> q;
    for (int i = 0; i < q; ++i) {
        int target;
        std::cin >> target;
        std::cout << search(nums, target) << '\n';
    }
    return 0;
}
