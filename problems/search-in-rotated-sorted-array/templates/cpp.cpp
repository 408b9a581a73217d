#include <iostream>
#include <vector>

int search(const std::vector<int> &nums, int target) {
    // Write your solution here
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
