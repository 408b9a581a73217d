#include <iostream>
using namespace std;

long long maximum(long long a, long long b) {
    // Write your solution here
    return 0;
}

int main() {
    long long a, b;
    cin >> a >> b;
    cout << maximum(a, b) << "\n";
    return 0;
}
