#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> nums(n);
    for (int &x : nums) cin >> x;
    int k;
    cin >> k;
    // Indices of candidates for a future maximum, values strictly decreasing from
    // front to back; anything smaller than a newer number can never be a maximum again.
    deque<int> window;
    string out;
    for (int i = 0; i < n; i++) {
        while (!window.empty() && nums[window.back()] <= nums[i]) window.pop_back();
        window.push_back(i);
        if (window.front() <= i - k) window.pop_front();
        if (i >= k - 1) {
            if (i > k - 1) out += ' ';
            out += to_string(nums[window.front()]);
        }
    }
    cout << out << '\n';
    return 0;
}
