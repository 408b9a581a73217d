#include <iostream>
#include <vector>
using namespace std;

vector<int> countBits(int n) {
    // Write your solution here
    return {};
}

int main() {
    ios::sync_with_stdio(false);
    int n;
    cin >> n;
    vector<int> bits = countBits(n);
    for (size_t i = 0; i < bits.size(); i++) cout << (i ? " " : "") << bits[i];
    cout << "\n";
    return 0;
}
