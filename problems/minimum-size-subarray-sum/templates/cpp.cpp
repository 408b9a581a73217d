#include <bits/stdc++.h>
using namespace std;

int minSubArrayLen(int target, vector<int> &nums) {
    // Write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> nums(n);
    for (int &x : nums) cin >> x;
    int target;
    cin >> target;
    cout << minSubArrayLen(target, nums) << '\n';
    return 0;
}
