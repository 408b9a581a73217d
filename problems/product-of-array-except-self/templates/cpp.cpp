#include <bits/stdc++.h>
using namespace std;

vector<int> productExceptSelf(vector<int> &nums) {
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
    vector<int> answer = productExceptSelf(nums);
    for (size_t i = 0; i < answer.size(); i++) cout << (i ? " " : "") << answer[i];
    cout << '\n';
    return 0;
}
