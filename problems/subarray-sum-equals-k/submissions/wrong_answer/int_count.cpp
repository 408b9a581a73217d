// Mistake: the count is a 32-bit int, which overflows when almost every subarray matches.
#include <iostream>
#include <unordered_map>
#include <vector>

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    std::vector<int> nums(n);
    for (auto& value : nums) std::cin >> value;
    long long k;
    std::cin >> k;
    std::unordered_map<long long, int> seen;
    seen[0] = 1;
    long long prefix = 0;
    int count = 0;
    for (int value : nums) {
        prefix += value;
        auto found = seen.find(prefix - k);
        if (found != seen.end()) count += found->second;
        ++seen[prefix];
    }
    std::cout << count << '\n';
    return 0;
}
