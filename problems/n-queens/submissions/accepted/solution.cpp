#include <bits/stdc++.h>
using namespace std;

int n;
vector<bool> usedColumn, usedDiagonal, usedAntiDiagonal;

// Places one queen per row; a square (row, col) lies on diagonal row - col and on
// anti-diagonal row + col.
long long place(int row) {
    if (row == n) return 1;
    long long total = 0;
    for (int col = 0; col < n; col++) {
        int diagonal = row - col + n - 1, antiDiagonal = row + col;
        if (usedColumn[col] || usedDiagonal[diagonal] || usedAntiDiagonal[antiDiagonal]) continue;
        usedColumn[col] = usedDiagonal[diagonal] = usedAntiDiagonal[antiDiagonal] = true;
        total += place(row + 1);
        usedColumn[col] = usedDiagonal[diagonal] = usedAntiDiagonal[antiDiagonal] = false;
    }
    return total;
}

int main() {
    cin >> n;
    usedColumn.assign(n, false);
    usedDiagonal.assign(2 * n - 1, false);
    usedAntiDiagonal.assign(2 * n - 1, false);
    cout << place(0) << '\n';
    return 0;
}
