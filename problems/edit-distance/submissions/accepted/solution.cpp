#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

int minDistance(const std::string& word1, const std::string& word2) {
    const size_t n = word2.size();
    // previous[j] = distance between the prefix of word1 seen so far and word2[0..j).
    std::vector<int> previous(n + 1), current(n + 1);
    for (size_t j = 0; j <= n; ++j) previous[j] = static_cast<int>(j);
    for (size_t i = 1; i <= word1.size(); ++i) {
        current[0] = static_cast<int>(i);
        for (size_t j = 1; j <= n; ++j) {
            if (word1[i - 1] == word2[j - 1]) current[j] = previous[j - 1];
            else current[j] = 1 + std::min({previous[j - 1], previous[j], current[j - 1]});
        }
        std::swap(previous, current);
    }
    return previous[n];
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int m, n;
    std::string word1, word2;
    std::cin >> m;
    if (m > 0) std::cin >> word1;
    std::cin >> n;
    if (n > 0) std::cin >> word2;
    std::cout << minDistance(word1, word2) << '\n';
    return 0;
}
