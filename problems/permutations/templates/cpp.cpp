#include <bits/stdc++.h>
using namespace std;

vector<vector<int>> permute(vector<int> &nums) {
    // Write your solution here
    return {};
}

int main() {
    int n;
    cin >> n;
    vector<int> nums(n);
    for (int &x : nums) cin >> x;
    for (auto &permutation : permute(nums)) {
        for (size_t i = 0; i < permutation.size(); i++) cout << (i ? " " : "") << permutation[i];
        cout << '\n';
    }
    return 0;
}
