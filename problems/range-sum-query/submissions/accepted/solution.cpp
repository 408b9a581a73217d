#include <iostream>
#include <vector>

std::vector<long long> rangeSums(const std::vector<int> &nums, const std::vector<std::pair<int, int>> &queries) {
    std::vector<long long> prefix(nums.size() + 1, 0);
    for (size_t i = 0; i < nums.size(); i++) prefix[i + 1] = prefix[i] + nums[i];
    std::vector<long long> answers;
    answers.reserve(queries.size());
    for (const auto &[l, r] : queries) answers.push_back(prefix[r + 1] - prefix[l]);
    return answers;
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
    for (auto &[l, r] : queries) std::cin >> l >> r;
    for (long long answer : rangeSums(nums, queries)) std::cout << answer << '\n';
    return 0;
}
