#include <bits/stdc++.h>
using namespace std;

long long totalNQueens(int n) {
    // Write your solution here
    return 0;
}

int main() {
    int n;
    cin >> n;
    cout << totalNQueens(n) << '\n';
    return 0;
}
