#include <iostream>
#include <string>
#include <vector>

// grid[r][c] is '0' or '1'.
int numIslands(std::vector<std::string> &grid) {
    // Write your solution here
    return 0;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int rows, cols;
    std::cin >> rows >> cols;
    std::vector<std::string> grid(rows);
    for (auto &row : grid) std::cin >> row;
    std::cout << numIslands(grid) << '\n';
    return 0;
}
