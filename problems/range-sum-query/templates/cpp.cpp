#include <iostream>
#include <utility>
#include <vector>

std::vector<long long> rangeSums(const std::vector<int> &nums, const std::vector<std::pair<int, int>> &queries) {
    // Write your solution here
    return {};
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    std::vector<int> nums(n);
    for (int &value : nums) std::cin >> value;
    int q;
    std::cin >> q;
    std::vector<std::pair<int, int>> queries(q);
    for (auto &query : queries) std::cin >> query.first >> query.second;
    for (long long answer : rangeSums(nums, queries)) std::cout << answer << '\n';
    return 0;
}
