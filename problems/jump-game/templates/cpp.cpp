#include <bits/stdc++.h>
using namespace std;

bool canJump(vector<int> &nums) {
    // Write your solution here
    return false;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> nums(n);
    for (int &x : nums) cin >> x;
    cout << (canJump(nums) ? "true" : "false") << '\n';
    return 0;
}
