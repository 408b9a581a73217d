#include <algorithm>
#include <iostream>
#include <map>
#include <string>
#include <vector>

namespace {

bool search(std::vector<std::string>& grid, const std::string& word, int row, int col, size_t index) {
    if (row < 0 || row >= static_cast<int>(grid.size()) || col < 0 || col >= static_cast<int>(grid[0].size()))
        return false;
    if (grid[row][col] != word[index]) return false;
    if (index + 1 == word.size()) return true;
    grid[row][col] = '#';
    bool found = search(grid, word, row + 1, col, index + 1) || search(grid, word, row - 1, col, index + 1) ||
                 search(grid, word, row, col + 1, index + 1) || search(grid, word, row, col - 1, index + 1);
    grid[row][col] = word[index];
    return found;
}

}  // namespace

bool exist(std::vector<std::string> grid, std::string word) {
    std::map<char, int> available;
    for (const auto& line : grid)
        for (char cell : line) ++available[cell];
    std::map<char, int> needed;
    for (char letter : word) ++needed[letter];
    // Give up at once when the grid lacks copies of some letter.
    for (const auto& [letter, count] : needed)
        if (available[letter] < count) return false;
    // Starting from the rarer end cuts the number of starting branches.
    if (available[word.front()] > available[word.back()]) std::reverse(word.begin(), word.end());
    for (int row = 0; row < static_cast<int>(grid.size()); ++row)
        for (int col = 0; col < static_cast<int>(grid[0].size()); ++col)
            if (search(grid, word, row, col, 0)) return true;
    return false;
}

int main() {
    int r, c;
    std::cin >> r >> c;
    std::vector<std::string> grid(r);
    for (auto& line : grid) std::cin >> line;
    std::string word;
    std::cin >> word;
    std::cout << (exist(grid, word) ? "true" : "false") << '\n';
    return 0;
}
