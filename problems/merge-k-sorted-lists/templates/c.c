#include <stdio.h>
#include <stdlib.h>

struct ListNode {
    int val;
    struct ListNode *next;
};

struct ListNode *mergeKLists(struct ListNode **lists, int k) {
    /* Write your solution here */
    return NULL;
}

int main(void) {
    int k;
    if (scanf("%d", &k) != 1) return 0;
    struct ListNode **lists = malloc(sizeof(struct ListNode *) * (k > 0 ? k : 1));
    for (int i = 0; i < k; i++) {
        int length;
        scanf("%d", &length);
        struct ListNode **tail = &lists[i];
        for (int j = 0; j < length; j++) {
            struct ListNode *node = malloc(sizeof(struct ListNode));
            scanf("%d", &node->val);
            *tail = node;
            tail = &node->next;
        }
        *tail = NULL;
    }
    int printed = 0;
    for (struct ListNode *node = mergeKLists(lists, k); node != NULL; node = node->next)
        printf(printed++ ? " %d" : "%d", node->val);
    printf("\n");
    return 0;
}
