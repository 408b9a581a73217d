#include <iostream>
#include <vector>
using namespace std;

vector<int> numbersUpTo(int n) {
    // Write your solution here
    return {};
}

int main() {
    int n;
    cin >> n;
    vector<int> numbers = numbersUpTo(n);
    for (size_t i = 0; i < numbers.size(); i++) {
        if (i > 0) cout << " ";
        cout << numbers[i];
    }
    cout << "\n";
    return 0;
}
