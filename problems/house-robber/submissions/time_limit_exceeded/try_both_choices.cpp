// Naive: at every house try both "rob it" and "skip it" recursively, without
// remembering results. The number of calls grows like the Fibonacci numbers.
#include <bits/stdc++.h>
using namespace std;

vector<long long> nums;

long long best(size_t i) {
    if (i >= nums.size()) return 0;
    return max(best(i + 1), nums[i] + best(i + 2));
}

int main() {
    int n;
    scanf("%d", &n);
    nums.resize(n);
    for (auto &x : nums) scanf("%lld", &x);
    printf("%lld\n", best(0));
    return 0;
}
