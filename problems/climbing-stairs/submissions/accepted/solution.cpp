#include <iostream>
#include <vector>

// Table version: ways[i] = ways[i - 1] + ways[i - 2].
long long climbStairs(int n) {
    std::vector<long long> ways(n + 1);
    ways[0] = 1;
    ways[1] = 1;
    for (int i = 2; i <= n; i++) ways[i] = ways[i - 1] + ways[i - 2];
    return ways[n];
}

int main() {
    int n;
    std::cin >> n;
    std::cout << climbStairs(n) << "\n";
    return 0;
}
