// Recursion without memory: the same subproblems are solved again and again,
// about 2 * ways(n) calls in total (over 10^18 for n = 90).
#include <iostream>

long long climbStairs(int n) {
    if (n <= 1) return 1;
    return climbStairs(n - 1) + climbStairs(n - 2);
}

int main() {
    int n;
    std::cin >> n;
    std::cout << climbStairs(n) << "\n";
    return 0;
}
