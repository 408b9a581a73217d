#include <iostream>
#include <string>
#include <vector>

struct TreeNode {
    int val;
    TreeNode *left = nullptr;
    TreeNode *right = nullptr;
    explicit TreeNode(int v) : val(v) {}
};

static TreeNode *buildTree(const std::vector<std::string> &tokens) {
    if (tokens.empty()) return nullptr;
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
    return queue[0];
}

std::vector<std::vector<int>> levelOrder(TreeNode *root) {
    std::vector<std::vector<int>> result;
    std::vector<TreeNode *> level;
    if (root) level.push_back(root);
    while (!level.empty()) {
        std::vector<int> values;
        std::vector<TreeNode *> next;
        for (TreeNode *node : level) {
            values.push_back(node->val);
            if (node->left) next.push_back(node->left);
            if (node->right) next.push_back(node->right);
        }
        result.push_back(std::move(values));
        level.swap(next);
    }
    return result;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n = 0;
    std::cin >> n;
    std::vector<std::string> tokens(n);
    for (auto &token : tokens) std::cin >> token;
    for (const auto &level : levelOrder(buildTree(tokens))) {
        for (size_t i = 0; i < level.size(); i++) std::cout << level[i] << (i + 1 < level.size() ? ' ' : '\n');
    }
    return 0;
}
