#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int k;
    cin >> k;
    vector<vector<int>> lists(k);
    for (auto &values : lists) {
        int length;
        cin >> length;
        values.resize(length);
        for (int &x : values) cin >> x;
    }
    // Min-heap of (head value, list, index): the smallest head is the next value.
    using Head = tuple<int, int, int>;
    priority_queue<Head, vector<Head>, greater<>> heap;
    for (int i = 0; i < k; i++)
        if (!lists[i].empty()) heap.push({lists[i][0], i, 0});
    string out;
    bool isFirst = true;
    while (!heap.empty()) {
        auto [value, i, j] = heap.top();
        heap.pop();
        if (!isFirst) out += ' ';
        isFirst = false;
        out += to_string(value);
        if (j + 1 < (int)lists[i].size()) heap.push({lists[i][j + 1], i, j + 1});
    }
    cout << out << '\n';
    return 0;
}
