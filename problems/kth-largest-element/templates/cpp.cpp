#include <iostream>
#include <vector>

int findKthLargest(const std::vector<int> &nums, int k) {
    // Write your solution here
    return 0;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n, k;
    std::cin >> n;
    std::vector<int> nums(n);
    for (int &value : nums) std::cin >> value;
    std::cin >> k;
    std::cout << findKthLargest(nums, k) << '\n';
    return 0;
}
