#include <stdio.h>
#include <stdlib.h>

struct ListNode {
    int val;
    struct ListNode *next;
};

struct ListNode *mergeTwoLists(struct ListNode *list1, struct ListNode *list2) {
    // Write your solution here
    return NULL;
}

static struct ListNode *readList(void) {
    int n = 0;
    if (scanf("%d", &n) != 1) return NULL;
    struct ListNode dummy = {0, NULL};
    struct ListNode *tail = &dummy;
    for (int i = 0; i < n; i++) {
        struct ListNode *node = malloc(sizeof *node);
        if (scanf("%d", &node->val) != 1) exit(1);
        node->next = NULL;
        tail->next = node;
        tail = node;
    }
    return dummy.next;
}

int main(void) {
    struct ListNode *list1 = readList();
    struct ListNode *list2 = readList();
    for (struct ListNode *node = mergeTwoLists(list1, list2); node; node = node->next) {
        printf(node->next ? "%d " : "%d", node->val);
    }
    printf("\n");
    return 0;
}
