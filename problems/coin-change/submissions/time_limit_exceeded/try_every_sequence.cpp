// Naive: tries every coin at every step without remembering results, exponential time.
#include <climits>
#include <iostream>
#include <vector>

static int fewest(const std::vector<int> &coins, int remaining) {
    if (remaining == 0) return 0;
    int best = INT_MAX;
    for (int coin : coins) {
        if (coin > remaining) continue;
        int rest = fewest(coins, remaining - coin);
        if (rest != INT_MAX && rest + 1 < best) best = rest + 1;
    }
    return best;
}

int main() {
    int n, amount;
    std::cin >> n;
    std::vector<int> coins(n);
    for (int &coin : coins) std::cin >> coin;
    std::cin >> amount;
    int answer = fewest(coins, amount);
    std::cout << (answer == INT_MAX ? -1 : answer) << '\n';
    return 0;
}
