#include <iostream>
#include <string>

using namespace std;

int minDistance(const string& word1, const string& word2) {
    // Write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int m, n;
    string word1, word2;
    cin >> m;
    if (m > 0) cin >> word1;
    cin >> n;
    if (n > 0) cin >> word2;
    cout << minDistance(word1, word2) << '\n';
    return 0;
}
