#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    unordered_map<int, int> counts;
    for (int i = 0; i < n; i++) {
        int value;
        cin >> value;
        counts[value]++;
    }
    int k;
    cin >> k;
    // Min-heap of the k best (frequency, value) pairs seen so far; the top is the
    // weakest: lowest frequency, and among equal frequencies the larger value.
    auto weaker = [](const pair<int, int> &a, const pair<int, int> &b) {
        if (a.first != b.first) return a.first > b.first;
        return a.second < b.second;
    };
    priority_queue<pair<int, int>, vector<pair<int, int>>, decltype(weaker)> heap(weaker);
    for (auto &[value, count] : counts) {
        heap.push({count, value});
        if ((int)heap.size() > k) heap.pop();
    }
    vector<int> result;
    while (!heap.empty()) {
        result.push_back(heap.top().second);
        heap.pop();
    }
    reverse(result.begin(), result.end());
    string out;
    for (size_t i = 0; i < result.size(); i++) {
        if (i) out += ' ';
        out += to_string(result[i]);
    }
    cout << out << '\n';
    return 0;
}
