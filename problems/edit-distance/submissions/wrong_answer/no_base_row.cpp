// Mistake: leaves the first row and column of the table at 0, as if turning a prefix
// into the empty string were free.
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

int main() {
    int m, n;
    std::string word1, word2;
    std::cin >> m;
    if (m > 0) std::cin >> word1;
    std::cin >> n;
    if (n > 0) std::cin >> word2;
    std::vector<std::vector<int>> table(m + 1, std::vector<int>(n + 1, 0));
    for (int i = 1; i <= m; ++i)
        for (int j = 1; j <= n; ++j)
            table[i][j] = word1[i - 1] == word2[j - 1]
                              ? table[i - 1][j - 1]
                              : 1 + std::min({table[i - 1][j - 1], table[i - 1][j], table[i][j - 1]});
    std::cout << table[m][n] << '\n';
    return 0;
}
