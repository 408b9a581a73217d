#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct TreeNode {
    int val;
    struct TreeNode *left;
    struct TreeNode *right;
};

int maxDepth(struct TreeNode *root) {
    // Write your solution here
    return 0;
}

static struct TreeNode *newNode(const char *token) {
    if (strcmp(token, "null") == 0) return NULL;
    struct TreeNode *node = malloc(sizeof *node);
    node->val = atoi(token);
    node->left = node->right = NULL;
    return node;
}

/* Builds the tree from its n level-order tokens ("null" marks a missing child). */
static struct TreeNode *readTree(int n) {
    if (n == 0) return NULL;
    struct TreeNode **queue = malloc(sizeof *queue * n);
    char token[16];
    if (scanf("%15s", token) != 1) exit(1);
    int head = 0, tail = 0, used = 1;
    queue[tail++] = newNode(token);
    while (used < n && head < tail) {
        struct TreeNode *parent = queue[head++];
        if (scanf("%15s", token) != 1) exit(1);
        used++;
        parent->left = newNode(token);
        if (parent->left) queue[tail++] = parent->left;
        if (used < n) {
            if (scanf("%15s", token) != 1) exit(1);
            used++;
            parent->right = newNode(token);
            if (parent->right) queue[tail++] = parent->right;
        }
    }
    struct TreeNode *root = queue[0];
    free(queue);
    return root;
}

int main(void) {
    int n = 0;
    if (scanf("%d", &n) != 1) return 1;
    struct TreeNode *root = readTree(n);
    printf("%d\n", maxDepth(root));
    return 0;
}
