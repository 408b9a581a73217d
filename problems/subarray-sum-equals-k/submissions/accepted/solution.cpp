#include <iostream>
#include <unordered_map>
#include <vector>

long long subarraySum(const std::vector<int>& nums, long long k) {
    // seen[p] = how many prefixes so far have sum p; the empty prefix has sum 0.
    std::unordered_map<long long, int> seen;
    seen.reserve(nums.size() * 2 + 1);
    seen[0] = 1;
    long long prefix = 0, count = 0;
    for (int value : nums) {
        prefix += value;
        auto found = seen.find(prefix - k);
        if (found != seen.end()) count += found->second;
        ++seen[prefix];
    }
    return count;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    std::vector<int> nums(n);
    for (auto& value : nums) std::cin >> value;
    long long k;
    std::cin >> k;
    std::cout << subarraySum(nums, k) << '\n';
    return 0;
}
