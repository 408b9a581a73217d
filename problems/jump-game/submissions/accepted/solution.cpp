#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> nums(n);
    for (int &x : nums) cin >> x;
    long long farthest = 0;
    bool reachable = true;
    for (int i = 0; i < n && reachable; i++) {
        if (i > farthest) reachable = false;
        farthest = max(farthest, (long long)i + nums[i]);
    }
    cout << (reachable ? "true" : "false") << '\n';
    return 0;
}
