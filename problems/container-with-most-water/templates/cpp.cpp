#include <iostream>
#include <vector>

using namespace std;

long long maxArea(const vector<long long>& height) {
    // Write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<long long> height(n);
    for (auto& h : height) cin >> h;
    cout << maxArea(height) << '\n';
    return 0;
}
