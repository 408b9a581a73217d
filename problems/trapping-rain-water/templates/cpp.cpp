#include <iostream>
#include <vector>

using namespace std;

long long trap(const vector<int>& height) {
    // Write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> height(n);
    for (auto& h : height) cin >> h;
    cout << trap(height) << '\n';
    return 0;
}
