// Typical mistake: treating the links as two-way, so nodes "behind" the source look
// reachable.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    vector<vector<pair<int, int>>> out(n + 1);
    for (int i = 0; i < m; i++) {
        int u, v, w;
        scanf("%d %d %d", &u, &v, &w);
        out[u].push_back({v, w});
        out[v].push_back({u, w});
    }
    int source;
    scanf("%d", &source);
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
    for (int u = 1; u <= n; u++) latest = distance[u] == -1 || latest == -1 ? -1 : max(latest, distance[u]);
    printf("%lld\n", latest);
    return 0;
}
