#include <bits/stdc++.h>
using namespace std;

vector<vector<int>> subsets(vector<int> &nums) {
    // Write your solution here
    return {};
}

int main() {
    int n;
    cin >> n;
    vector<int> nums(n);
    for (int &x : nums) cin >> x;
    for (auto &subset : subsets(nums)) {
        for (size_t i = 0; i < subset.size(); i++) cout << (i ? " " : "") << subset[i];
        cout << '\n';
    }
    return 0;
}
