#include <iostream>
using namespace std;

bool isEven(int number) {
    // Write your solution here
    return false;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    for (int i = 0; i < q; i++) {
        int number;
        cin >> number;
        cout << (isEven(number) ? "Even" : "Odd") << "\n";
    }
    return 0;
}
