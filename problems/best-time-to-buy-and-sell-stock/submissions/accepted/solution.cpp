#include <algorithm>
#include <iostream>
#include <vector>

int maxProfit(const std::vector<int>& prices) {
    int cheapest = prices[0], best = 0;
    for (int price : prices) {
        // Selling today is best paired with the cheapest earlier day.
        best = std::max(best, price - cheapest);
        cheapest = std::min(cheapest, price);
    }
    return best;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    std::vector<int> prices(n);
    for (auto& price : prices) std::cin >> price;
    std::cout << maxProfit(prices) << '\n';
    return 0;
}
