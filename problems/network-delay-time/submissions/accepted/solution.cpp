#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<vector<pair<int, int>>> out(n + 1);
    for (int i = 0; i < m; i++) {
        int u, v, w;
        cin >> u >> v >> w;
        out[u].push_back({v, w});
    }
    int source;
    cin >> source;
    // Dijkstra: the closest node not yet settled has its final distance.
    vector<long long> distance(n + 1, -1);
    priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> heap;
    heap.push({0, source});
    while (!heap.empty()) {
        auto [d, u] = heap.top();
        heap.pop();
        if (distance[u] != -1) continue;
        distance[u] = d;
        for (auto [v, w] : out[u])
            if (distance[v] == -1) heap.push({d + w, v});
    }
    long long latest = 0;
    for (int u = 1; u <= n; u++) {
        if (distance[u] == -1) {
            latest = -1;
            break;
        }
        latest = max(latest, distance[u]);
    }
    cout << latest << '\n';
    return 0;
}
