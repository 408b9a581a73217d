#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<vector<int>> after(n);
    vector<int> missing(n, 0);
    for (int i = 0; i < m; i++) {
        int course, before;
        cin >> course >> before;
        after[before].push_back(course);
        missing[course]++;
    }
    // Kahn's algorithm: repeatedly take a course whose prerequisites are all done.
    vector<int> order;
    queue<int> ready;
    for (int v = 0; v < n; v++)
        if (missing[v] == 0) ready.push(v);
    while (!ready.empty()) {
        int v = ready.front();
        ready.pop();
        order.push_back(v);
        for (int next : after[v])
            if (--missing[next] == 0) ready.push(next);
    }
    if ((int)order.size() < n) {
        cout << "IMPOSSIBLE\n";
        return 0;
    }
    string out;
    for (int i = 0; i < n; i++) {
        if (i) out += ' ';
        out += to_string(order[i]);
    }
    cout << out << '\n';
    return 0;
}
