#include <iostream>
#include <vector>

int removeDuplicates(std::vector<long long>& nums) {
    if (nums.empty()) return 0;
    int write = 1;
    for (size_t read = 1; read < nums.size(); read++)
        if (nums[read] != nums[write - 1]) nums[write++] = nums[read];
    return write;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    std::vector<long long> nums(n);
    for (auto& value : nums) std::cin >> value;
    int k = removeDuplicates(nums);
    std::cout << k << "\n";
    for (int i = 0; i < k; i++) std::cout << (i ? " " : "") << nums[i];
    std::cout << "\n";
    return 0;
}
