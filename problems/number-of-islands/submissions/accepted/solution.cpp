#include <iostream>
#include <string>
#include <utility>
#include <vector>

// Breadth-first flood fill with a queue, so a winding island cannot overflow the call stack.
int numIslands(std::vector<std::string> &grid) {
    const int rows = static_cast<int>(grid.size());
    const int cols = static_cast<int>(grid[0].size());
    const int dr[4] = {1, -1, 0, 0};
    const int dc[4] = {0, 0, 1, -1};
    std::vector<std::pair<int, int>> queue;
    int islands = 0;
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++) {
            if (grid[r][c] != '1') continue;
            islands++;
            grid[r][c] = '0';
            queue.assign(1, {r, c});
            for (size_t head = 0; head < queue.size(); head++) {
                auto [y, x] = queue[head];
                for (int d = 0; d < 4; d++) {
                    int ny = y + dr[d], nx = x + dc[d];
                    if (ny < 0 || ny >= rows || nx < 0 || nx >= cols || grid[ny][nx] != '1') continue;
                    grid[ny][nx] = '0';
                    queue.emplace_back(ny, nx);
                }
            }
        }
    }
    return islands;
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
