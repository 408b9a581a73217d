// Mistake: compares letters without case, so 'a' matches 'A'.
#include <cctype>
#include <iostream>
#include <string>
#include <vector>

std::vector<std::string> grid;
std::string word;

bool search(int row, int col, size_t index) {
    if (row < 0 || row >= (int)grid.size() || col < 0 || col >= (int)grid[0].size()) return false;
    if (grid[row][col] == '#' || std::tolower(grid[row][col]) != std::tolower(word[index])) return false;
    if (index + 1 == word.size()) return true;
    char saved = grid[row][col];
    grid[row][col] = '#';
    bool found = search(row + 1, col, index + 1) || search(row - 1, col, index + 1) ||
                 search(row, col + 1, index + 1) || search(row, col - 1, index + 1);
    grid[row][col] = saved;
    return found;
}

int main() {
    int r, c;
    std::cin >> r >> c;
    grid.resize(r);
    for (auto& line : grid) std::cin >> line;
    std::cin >> word;
    bool found = false;
    for (int i = 0; i < r && !found; ++i)
        for (int j = 0; j < c && !found; ++j) found = search(i, j, 0);
    std::cout << (found ? "true" : "false") << '\n';
    return 0;
}
