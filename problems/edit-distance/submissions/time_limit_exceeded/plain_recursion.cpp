// Tries all three operations recursively without remembering results: exponential time.
#include <algorithm>
#include <iostream>
#include <string>

std::string word1, word2;

int distance(size_t i, size_t j) {
    if (i == word1.size()) return static_cast<int>(word2.size() - j);
    if (j == word2.size()) return static_cast<int>(word1.size() - i);
    if (word1[i] == word2[j]) return distance(i + 1, j + 1);
    return 1 + std::min({distance(i + 1, j + 1), distance(i + 1, j), distance(i, j + 1)});
}

int main() {
    int m, n;
    std::cin >> m;
    if (m > 0) std::cin >> word1;
    std::cin >> n;
    if (n > 0) std::cin >> word2;
    std::cout << distance(0, 0) << '\n';
    return 0;
}
