#include <iostream>
#include <string>

using namespace std;

int lengthOfLongestSubstring(const string& s) {
    // Write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    string s;
    if (n > 0) cin >> s;
    cout << lengthOfLongestSubstring(s) << '\n';
    return 0;
}
