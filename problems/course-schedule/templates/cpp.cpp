#include <bits/stdc++.h>
using namespace std;

// Return an order of all courses, or an empty vector if there is none.
vector<int> findOrder(int numCourses, vector<vector<int>> &prerequisites) {
    // Write your solution here
    return {};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<vector<int>> prerequisites(m, vector<int>(2));
    for (auto &pair : prerequisites) cin >> pair[0] >> pair[1];
    vector<int> order = findOrder(n, prerequisites);
    if (order.empty()) {
        cout << "IMPOSSIBLE\n";
        return 0;
    }
    for (size_t i = 0; i < order.size(); i++) cout << (i ? " " : "") << order[i];
    cout << '\n';
    return 0;
}
