#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> nums(n);
    for (int &x : nums) cin >> x;
    sort(nums.begin(), nums.end());
    vector<vector<int>> subsets;
    for (int mask = 0; mask < (1 << n); mask++) {
        vector<int> subset;
        for (int i = 0; i < n; i++)
            if (mask >> i & 1) subset.push_back(nums[i]);
        subsets.push_back(subset);
    }
    // vector's operator< is exactly the lexicographic order, prefixes first.
    sort(subsets.begin(), subsets.end());
    string out;
    for (auto &subset : subsets) {
        for (size_t i = 0; i < subset.size(); i++) {
            if (i) out += ' ';
            out += to_string(subset[i]);
        }
        out += '\n';
    }
    cout << out;
    return 0;
}
