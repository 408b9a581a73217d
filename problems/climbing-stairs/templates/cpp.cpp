#include <iostream>
using namespace std;

long long climbStairs(int n) {
    // Write your solution here
    return 0;
}

int main() {
    int n;
    cin >> n;
    cout << climbStairs(n) << "\n";
    return 0;
}
