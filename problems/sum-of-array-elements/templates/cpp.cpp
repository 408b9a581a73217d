#include <iostream>
#include <vector>
using namespace std;

long long sumOf(const vector<int>& numbers) {
    // Write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> numbers(n);
    for (int& number : numbers) cin >> number;
    cout << sumOf(numbers) << "\n";
    return 0;
}
