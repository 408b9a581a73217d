#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct TreeNode {
    int val;
    struct TreeNode *left;
    struct TreeNode *right;
};

static struct TreeNode *newNode(const char *token) {
    if (strcmp(token, "null") == 0) return NULL;
    struct TreeNode *node = malloc(sizeof *node);
    node->val = atoi(token);
    node->left = node->right = NULL;
    return node;
}

static struct TreeNode *readTree(int n) {
    if (n == 0) return NULL;
    struct TreeNode **queue = malloc(sizeof *queue * n);
    char token[16];
    if (scanf("%15s", token) != 1) exit(1);
    int head = 0, tail = 0, used = 1;
    queue[tail++] = newNode(token);
    while (used < n && head < tail) {
        struct TreeNode *parent = queue[head++];
        for (int side = 0; side < 2 && used < n; side++, used++) {
            if (scanf("%15s", token) != 1) exit(1);
            struct TreeNode *child = newNode(token);
            if (!child) continue;
            if (side == 0) parent->left = child; else parent->right = child;
            queue[tail++] = child;
        }
    }
    struct TreeNode *root = queue[0];
    free(queue);
    return root;
}

/* Prints the tree level by level; the queue holds whole levels one after another. */
static void printLevelOrder(struct TreeNode *root, int maxNodes) {
    if (!root) return;
    struct TreeNode **queue = malloc(sizeof *queue * maxNodes);
    int head = 0, tail = 0;
    queue[tail++] = root;
    while (head < tail) {
        int levelEnd = tail;
        for (; head < levelEnd; head++) {
            struct TreeNode *node = queue[head];
            printf(head + 1 < levelEnd ? "%d " : "%d\n", node->val);
            if (node->left) queue[tail++] = node->left;
            if (node->right) queue[tail++] = node->right;
        }
    }
    free(queue);
}

int main(void) {
    int n = 0;
    if (scanf("%d", &n) != 1) return 1;
    printLevelOrder(readTree(n), n);
    return 0;
}
