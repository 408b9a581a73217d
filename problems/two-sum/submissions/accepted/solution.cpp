#include <cstdio>
#include <unordered_map>
#include <vector>

int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 0;
    std::vector<long long> nums(n);
    for (auto &value : nums) std::scanf("%lld", &value);
    long long target;
    std::scanf("%lld", &target);

    std::unordered_map<long long, int> seen;
    seen.reserve(2 * n);
    for (int i = 0; i < n; i++) {
        auto partner = seen.find(target - nums[i]);
        if (partner != seen.end()) {
            std::printf("%d %d\n", partner->second, i);
            return 0;
        }
        seen.emplace(nums[i], i);
    }
    return 0;
}
