#include <bits/stdc++.h>
using namespace std;

// times[i] = {u, v, w}: the link u -> v takes w milliseconds.
long long networkDelayTime(vector<vector<int>> &times, int n, int k) {
    // Write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<vector<int>> times(m, vector<int>(3));
    for (auto &link : times) cin >> link[0] >> link[1] >> link[2];
    int k;
    cin >> k;
    cout << networkDelayTime(times, n, k) << '\n';
    return 0;
}
