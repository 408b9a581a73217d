#include <iostream>
#include <string>
#include <vector>
using namespace std;

vector<string> fizzBuzz(int n) {
    // Write your solution here
    return {};
}

int main() {
    ios::sync_with_stdio(false);
    int n;
    cin >> n;
    for (const string& line : fizzBuzz(n)) cout << line << "\n";
    return 0;
}
