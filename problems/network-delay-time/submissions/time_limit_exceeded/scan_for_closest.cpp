// Naive Dijkstra without a heap: each step scans all n nodes for the closest one
// not yet settled. O(n^2), about 10^10 steps for n = 10^5.
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
    }
    int source;
    scanf("%d", &source);
    const long long unknown = LLONG_MAX;
    vector<long long> distance(n + 1, unknown);
    vector<bool> settled(n + 1, false);
    distance[source] = 0;
    for (int step = 0; step < n; step++) {
        int closest = -1;
        for (int u = 1; u <= n; u++)
            if (!settled[u] && (closest == -1 || distance[u] < distance[closest])) closest = u;
        if (distance[closest] == unknown) break;
        settled[closest] = true;
        for (auto [v, w] : out[closest])
            distance[v] = min(distance[v], distance[closest] + w);
    }
    long long latest = 0;
    for (int u = 1; u <= n; u++) latest = distance[u] == unknown || latest == -1 ? -1 : max(latest, distance[u]);
    printf("%lld\n", latest);
    return 0;
}
