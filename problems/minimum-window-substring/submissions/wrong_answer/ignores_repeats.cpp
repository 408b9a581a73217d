// Typical mistake: treating t as a set of characters, so a window with one 'z'
// satisfies t = "zz".
#include <bits/stdc++.h>
using namespace std;

int main() {
    string s, t;
    cin >> s >> t;
    set<char> wanted(t.begin(), t.end());
    map<char, int> inside;
    int covered = 0, left = 0, bestStart = 0, bestLength = INT_MAX;
    for (int right = 0; right < (int)s.size(); right++) {
        if (wanted.count(s[right]) && inside[s[right]]++ == 0) covered++;
        while (covered == (int)wanted.size()) {
            if (right - left + 1 < bestLength) {
                bestStart = left;
                bestLength = right - left + 1;
            }
            if (wanted.count(s[left]) && --inside[s[left]] == 0) covered--;
            left++;
        }
    }
    cout << (bestLength == INT_MAX ? "" : s.substr(bestStart, bestLength)) << '\n';
    return 0;
}
