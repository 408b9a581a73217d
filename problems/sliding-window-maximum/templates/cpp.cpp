#include <bits/stdc++.h>
using namespace std;

vector<int> maxSlidingWindow(vector<int> &nums, int k) {
    // Write your solution here
    return {};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> nums(n);
    for (int &x : nums) cin >> x;
    int k;
    cin >> k;
    vector<int> result = maxSlidingWindow(nums, k);
    for (size_t i = 0; i < result.size(); i++) cout << (i ? " " : "") << result[i];
    cout << '\n';
    return 0;
}
