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

int maxDepth(TreeNode *root) {
    int depth = 0;
    std::vector<TreeNode *> level;
    if (root) level.push_back(root);
    while (!level.empty()) {
        depth++;
        std::vector<TreeNode *> next;
        for (TreeNode *node : level) {
            if (node->left) next.push_back(node->left);
            if (node->right) next.push_back(node->right);
        }
        level.swap(next);
    }
    return depth;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n = 0;
    std::cin >> n;
    std::vector<std::string> tokens(n);
    for (auto &token : tokens) std::cin >> token;
    std::cout << maxDepth(buildTree(tokens)) << '\n';
    return 0;
}
