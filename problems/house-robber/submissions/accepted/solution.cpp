#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    // best[i] = max(best[i - 1], best[i - 2] + nums[i]), kept in two variables.
    long long beforePrevious = 0, previous = 0;
    for (int i = 0; i < n; i++) {
        long long value;
        cin >> value;
        long long current = max(previous, beforePrevious + value);
        beforePrevious = previous;
        previous = current;
    }
    cout << previous << '\n';
    return 0;
}
