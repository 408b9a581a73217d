#include <iostream>
#include <vector>

using namespace std;

int maxProfit(const vector<int>& prices) {
    // Write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> prices(n);
    for (auto& price : prices) cin >> price;
    cout << maxProfit(prices) << '\n';
    return 0;
}
