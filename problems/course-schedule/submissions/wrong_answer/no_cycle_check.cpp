// Typical mistake: a depth-first search that outputs courses after their
// prerequisites but never notices a cycle, so it prints an order where it should
// print IMPOSSIBLE.
#include <bits/stdc++.h>
using namespace std;

vector<vector<int>> needs;
vector<bool> visited;
vector<int> order;

void visit(int v) {
    visited[v] = true;
    for (int before : needs[v])
        if (!visited[before]) visit(before);
    order.push_back(v);
}

int main() {
    int n, m;
    cin >> n >> m;
    needs.assign(n, {});
    visited.assign(n, false);
    for (int i = 0; i < m; i++) {
        int course, before;
        cin >> course >> before;
        needs[course].push_back(before);
    }
    for (int v = 0; v < n; v++)
        if (!visited[v]) visit(v);
    for (int i = 0; i < n; i++) cout << (i ? " " : "") << order[i];
    cout << '\n';
    return 0;
}
