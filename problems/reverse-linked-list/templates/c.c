#include <stdio.h>
#include <stdlib.h>

struct ListNode {
    int val;
    struct ListNode *next;
};

struct ListNode *reverseList(struct ListNode *head) {
    // Write your solution here
    return NULL;
}

int main(void) {
    int n = 0;
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
    for (struct ListNode *node = reverseList(dummy.next); node; node = node->next) {
        printf(node->next ? "%d " : "%d", node->val);
    }
    printf("\n");
    return 0;
}
