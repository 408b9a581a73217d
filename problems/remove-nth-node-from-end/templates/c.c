#include <stdio.h>
#include <stdlib.h>

struct ListNode {
    int val;
    struct ListNode *next;
};

struct ListNode *removeNthFromEnd(struct ListNode *head, int k) {
    // Write your solution here
    return NULL;
}

int main(void) {
    int n, k;
    if (scanf("%d", &n) != 1) return 1;
    struct ListNode dummy = {0, NULL};
    struct ListNode *tail = &dummy;
    for (int i = 0; i < n; i++) {
        struct ListNode *node = malloc(sizeof *node);
        if (scanf("%d", &node->val) != 1) return 1;
        node->next = NULL;
        tail->next = node;
        tail = node;
    }
    if (scanf("%d", &k) != 1) return 1;
    for (struct ListNode *node = removeNthFromEnd(dummy.next, k); node; node = node->next) {
        printf(node->next ? "%d " : "%d", node->val);
    }
    printf("\n");
    return 0;
}
