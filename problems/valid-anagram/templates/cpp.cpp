#include <iostream>
#include <string>

using namespace std;

bool isAnagram(const string& s, const string& t) {
    // Write your solution here
    return false;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string s, t;
    cin >> s >> t;
    cout << (isAnagram(s, t) ? "true" : "false") << '\n';
    return 0;
}
