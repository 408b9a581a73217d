#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct TreeNode {
    int val;
    struct TreeNode *left;
    struct TreeNode *right;
};

/* Reads one token; returns 1 and sets *isNull or *value, 0 at end of input. */
static int readToken(int *value, int *isNull) {
    char token[16];
    if (scanf("%15s", token) != 1) return 0;
    *isNull = strcmp(token, "null") == 0;
    *value = *isNull ? 0 : atoi(token);
    return 1;
}

static struct TreeNode *newNode(int value) {
    struct TreeNode *node = malloc(sizeof *node);
    node->val = value;
    node->left = node->right = NULL;
    return node;
}

static int maxDepth(struct TreeNode *root, int nodeCount) {
    if (!root) return 0;
    struct TreeNode **level = malloc(sizeof *level * nodeCount);
    struct TreeNode **next = malloc(sizeof *next * nodeCount);
    int levelSize = 1, depth = 0;
    level[0] = root;
    while (levelSize > 0) {
        depth++;
        int nextSize = 0;
        for (int i = 0; i < levelSize; i++) {
            if (level[i]->left) next[nextSize++] = level[i]->left;
            if (level[i]->right) next[nextSize++] = level[i]->right;
        }
        struct TreeNode **swap = level;
        level = next;
        next = swap;
        levelSize = nextSize;
    }
    free(level);
    free(next);
    return depth;
}

int main(void) {
    int n = 0;
    if (scanf("%d", &n) != 1) return 1;
    struct TreeNode **queue = malloc(sizeof *queue * (n + 1));
    int head = 0, tail = 0, value, isNull;
    struct TreeNode *root = NULL;
    if (n > 0 && readToken(&value, &isNull)) {
        root = newNode(value);
        queue[tail++] = root;
    }
    for (int used = 1; used < n && head < tail; head++) {
        struct TreeNode *parent = queue[head];
        for (int side = 0; side < 2 && used < n; side++, used++) {
            if (!readToken(&value, &isNull)) return 1;
            if (isNull) continue;
            struct TreeNode *child = newNode(value);
            if (side == 0) parent->left = child; else parent->right = child;
            queue[tail++] = child;
        }
    }
    printf("%d\n", maxDepth(root, tail));
    return 0;
}
