// Typical mistake: checking columns and the "\" diagonals but forgetting the "/"
// anti-diagonals, so attacking placements are counted too.
#include <bits/stdc++.h>
using namespace std;

int n;
vector<bool> usedColumn, usedDiagonal;

long long place(int row) {
    if (row == n) return 1;
    long long total = 0;
    for (int col = 0; col < n; col++) {
        int diagonal = row - col + n - 1;
        if (usedColumn[col] || usedDiagonal[diagonal]) continue;
        usedColumn[col] = usedDiagonal[diagonal] = true;
        total += place(row + 1);
        usedColumn[col] = usedDiagonal[diagonal] = false;
    }
    return total;
}

int main() {
    cin >> n;
    usedColumn.assign(n, false);
    usedDiagonal.assign(2 * n - 1, false);
    cout << place(0) << '\n';
    return 0;
}
