#include <iostream>
#include <vector>

int search(const std::vector<int> &nums, int target) {
    int lo = 0, hi = static_cast<int>(nums.size()) - 1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        if (nums[mid] == target) return mid;
        if (nums[lo] <= nums[mid]) {  // the left half lo..mid is sorted
            if (nums[lo] <= target && target < nums[mid]) hi = mid - 1;
            else lo = mid + 1;
        } else {  // the right half mid..hi is sorted
            if (nums[mid] < target && target <= nums[hi]) lo = mid + 1;
            else hi = mid - 1;
        }
    }
    return -1;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n, q;
    std::cin >> n;
    std::vector<int> nums(n);
    for (int &value : nums) std::cin >> value;
    std::cin >> q;
    for (int i = 0; i < q; i++) {
        int target;
        std::cin >> target;
        std::cout << search(nums, target) << '\n';
    }
    return 0;
}
