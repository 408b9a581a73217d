#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> nums(n);
    for (int &x : nums) cin >> x;
    long long target;
    cin >> target;
    // All numbers are positive, so growing the window only raises its sum and
    // shrinking it only lowers it: each end moves forward at most n times.
    int best = n + 1, left = 0;
    long long window = 0;
    for (int right = 0; right < n; right++) {
        window += nums[right];
        while (window >= target) {
            best = min(best, right - left + 1);
            window -= nums[left++];
        }
    }
    cout << (best <= n ? best : 0) << '\n';
    return 0;
}
