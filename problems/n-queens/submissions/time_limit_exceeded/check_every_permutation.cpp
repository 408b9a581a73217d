// Naive: one queen per row and per column is a permutation of the columns; try all
// n! permutations and check the diagonals of each one afterwards. 13! is 6.2 * 10^9.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> column(n);
    iota(column.begin(), column.end(), 0);
    long long total = 0;
    do {
        bool isSafe = true;
        for (int a = 0; a < n && isSafe; a++)
            for (int b = a + 1; b < n && isSafe; b++)
                if (abs(column[a] - column[b]) == b - a) isSafe = false;
        if (isSafe) total++;
    } while (next_permutation(column.begin(), column.end()));
    cout << total << '\n';
    return 0;
}
