#include <iostream>
#include <vector>

int coinChange(const std::vector<int> &coins, int amount) {
    const int unreachable = amount + 1;  // more coins than any real answer can use
    std::vector<int> best(amount + 1, unreachable);  // best[v] = fewest coins that pay exactly v
    best[0] = 0;
    for (int coin : coins) {
        for (int value = coin; value <= amount; value++) {
            best[value] = std::min(best[value], best[value - coin] + 1);
        }
    }
    return best[amount] == unreachable ? -1 : best[amount];
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n, amount;
    std::cin >> n;
    std::vector<int> coins(n);
    for (int &coin : coins) std::cin >> coin;
    std::cin >> amount;
    std::cout << coinChange(coins, amount) << '\n';
    return 0;
}
