#include <iostream>
#include <vector>

int coinChange(const std::vector<int> &coins, int amount) {
    // Write your solution here
    return 0;
}

int main() {
    int n, amount;
    std::cin >> n;
    std::vector<int> coins(n);
    for (int &coin : coins) std::cin >> coin;
    std::cin >> amount;
    std::cout << coinChange(coins, amount) << '\n';
    return 0;
}
