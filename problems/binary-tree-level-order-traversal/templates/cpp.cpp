#include <iostream>
#include <string>
#include <vector>

struct TreeNode {
    int val;
    TreeNode *left = nullptr;
    TreeNode *right = nullptr;
    explicit TreeNode(int v) : val(v) {}
};

std::vector<std::vector<int>> levelOrder(TreeNode *root) {
    // Write your solution here
    return {};
}

// Builds the tree from its level-order tokens ("null" marks a missing child).
TreeNode *buildTree(const std::vector<std::string> &tokens) {
    if (tokens.empty()) return nullptr;
    std::vector<TreeNode *> queue{new TreeNode(std::stoi(tokens[0]))};
    size_t position = 1;
    for (size_t head = 0; head < queue.size() && position < tokens.size(); head++) {
        TreeNode *parent = queue[head];
        if (tokens[position] != "null") {
            parent->left = new TreeNode(std::stoi(tokens[position]));
            queue.push_back(parent->left);
        }
        position++;
        if (position < tokens.size() && tokens[position] != "null") {
            parent->right = new TreeNode(std::stoi(tokens[position]));
            queue.push_back(parent->right);
        }
        position++;
    }
    return queue[0];
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n = 0;
    std::cin >> n;
    std::vector<std::string> tokens(n);
    for (auto &token : tokens) std::cin >> token;
    for (const auto &level : levelOrder(buildTree(tokens))) {
        for (size_t i = 0; i < level.size(); i++) {
            if (i > 0) std::cout << ' ';
            std::cout << level[i];
        }
        std::cout << '\n';
    }
    return 0;
}
