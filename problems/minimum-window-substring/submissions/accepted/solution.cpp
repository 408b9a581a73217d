#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string s, t;
    cin >> s >> t;
    // need[c] > 0: the window still lacks c; need[c] < 0: it holds surplus copies of c.
    array<int, 128> need{};
    for (char ch : t) need[(unsigned char)ch]++;
    int missing = (int)t.size();
    int bestStart = 0, bestLength = (int)s.size() + 1, left = 0;
    for (int right = 0; right < (int)s.size(); right++) {
        unsigned char ch = s[right];
        if (need[ch]-- > 0) missing--;
        if (missing > 0) continue;
        while (need[(unsigned char)s[left]] < 0) need[(unsigned char)s[left++]]++;
        // Strictly shorter only: an equally short window found later starts further right.
        if (right - left + 1 < bestLength) {
            bestStart = left;
            bestLength = right - left + 1;
        }
        need[(unsigned char)s[left++]]++;
        missing++;
    }
    cout << (bestLength <= (int)s.size() ? s.substr(bestStart, bestLength) : "") << '\n';
    return 0;
}
