#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<pair<int, int>> intervals(n);
    for (auto &[start, end] : intervals) cin >> start >> end;
    sort(intervals.begin(), intervals.end());
    vector<pair<int, int>> merged;
    for (auto &[start, end] : intervals) {
        if (!merged.empty() && start <= merged.back().second)
            merged.back().second = max(merged.back().second, end);
        else
            merged.push_back({start, end});
    }
    string out;
    for (auto &[start, end] : merged) out += to_string(start) + ' ' + to_string(end) + '\n';
    cout << out;
    return 0;
}
