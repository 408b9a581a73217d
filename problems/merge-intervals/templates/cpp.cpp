#include <bits/stdc++.h>
using namespace std;

vector<vector<int>> merge(vector<vector<int>> &intervals) {
    // Write your solution here
    return {};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<vector<int>> intervals(n, vector<int>(2));
    for (auto &interval : intervals) cin >> interval[0] >> interval[1];
    for (auto &interval : merge(intervals)) cout << interval[0] << ' ' << interval[1] << '\n';
    return 0;
}
