#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct TreeNode {
    int val;
    struct TreeNode *left;
    struct TreeNode *right;
};

/*
 * Return an array of levels; level i is an array of (*returnColumnSizes)[i] values.
 * Set *returnSize to the number of levels and allocate *returnColumnSizes with malloc.
 */
int **levelOrder(struct TreeNode *root, int *returnSize, int **returnColumnSizes) {
    // Write your solution here
    *returnSize = 0;
    *returnColumnSizes = NULL;
    return NULL;
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
    int levelCount = 0;
    int *levelSizes = NULL;
    int **levels = levelOrder(root, &levelCount, &levelSizes);
    for (int i = 0; i < levelCount; i++) {
        for (int j = 0; j < levelSizes[i]; j++) printf(j + 1 < levelSizes[i] ? "%d " : "%d", levels[i][j]);
        printf("\n");
    }
    return 0;
}
