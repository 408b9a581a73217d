#include <bits/stdc++.h>
using namespace std;

long long rob(vector<long long> &nums) {
    // Write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> nums(n);
    for (auto &x : nums) cin >> x;
    cout << rob(nums) << '\n';
    return 0;
}
