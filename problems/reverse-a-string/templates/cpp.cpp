#include <iostream>
#include <string>
using namespace std;

string reverseString(const string& s) {
    // Write your solution here
    return "";
}

int main() {
    string s;
    cin >> s;
    cout << reverseString(s) << "\n";
    return 0;
}
