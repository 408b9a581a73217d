#include <stdio.h>
#include <stdlib.h>

struct ListNode {
    int val;
    struct ListNode *next;
};

static struct ListNode *removeNthFromEnd(struct ListNode *head, int k) {
    struct ListNode dummy = {0, head}; /* lets the head be removed like any other node */
    struct ListNode *fast = &dummy, *slow = &dummy;
    for (int i = 0; i < k; i++) fast = fast->next;
    /* Keep fast exactly k nodes ahead; when it reaches the tail, slow is just before the target. */
    while (fast->next) {
        fast = fast->next;
        slow = slow->next;
    }
    struct ListNode *removed = slow->next;
    slow->next = removed->next;
    free(removed);
    return dummy.next;
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
