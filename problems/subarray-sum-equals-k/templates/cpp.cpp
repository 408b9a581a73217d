#include <iostream>
#include <vector>

using namespace std;

long long subarraySum(const vector<int>& nums, long long k) {
    // Write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> nums(n);
    for (auto& value : nums) cin >> value;
    long long k;
    cin >> k;
    cout << subarraySum(nums, k) << '\n';
    return 0;
}
