#include <iostream>
#include <string>
using namespace std;

bool isValid(const string& s) {
    // Write your solution here
    return false;
}

int main() {
    ios::sync_with_stdio(false);
    string s;
    cin >> s;
    cout << (isValid(s) ? "true" : "false") << "\n";
    return 0;
}
