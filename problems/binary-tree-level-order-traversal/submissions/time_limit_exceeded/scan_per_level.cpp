// Naive: walks the whole tree once per level to collect that level's nodes, O(n * height).
#include <iostream>
#include <string>
#include <utility>
#include <vector>

struct TreeNode {
    int val;
    TreeNode *left = nullptr;
    TreeNode *right = nullptr;
    explicit TreeNode(int v) : val(v) {}
};

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n = 0;
    std::cin >> n;
    std::vector<std::string> tokens(n);
    for (auto &token : tokens) std::cin >> token;
    if (tokens.empty()) return 0;
    std::vector<TreeNode *> queue{new TreeNode(std::stoi(tokens[0]))};
    size_t position = 1;
    for (size_t head = 0; head < queue.size() && position < tokens.size(); head++) {
        TreeNode *parent = queue[head];
        for (TreeNode **slot : {&parent->left, &parent->right}) {
            if (position < tokens.size() && tokens[position] != "null") {
                *slot = new TreeNode(std::stoi(tokens[position]));
                queue.push_back(*slot);
            }
            position++;
        }
    }
    TreeNode *root = queue[0];
    for (int depth = 0;; depth++) {
        std::vector<int> values;
        // Depth-first walk (explicit stack, right pushed first) keeps nodes of a level left to right.
        std::vector<std::pair<TreeNode *, int>> stack{{root, 0}};
        while (!stack.empty()) {
            auto [node, nodeDepth] = stack.back();
            stack.pop_back();
            if (nodeDepth == depth) {
                values.push_back(node->val);
                continue;
            }
            if (node->right) stack.push_back({node->right, nodeDepth + 1});
            if (node->left) stack.push_back({node->left, nodeDepth + 1});
        }
        if (values.empty()) break;
        for (size_t i = 0; i < values.size(); i++) std::cout << values[i] << (i + 1 < values.size() ? ' ' : '\n');
    }
    return 0;
}
