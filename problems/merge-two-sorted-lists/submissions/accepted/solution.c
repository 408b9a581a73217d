#include <stdio.h>
#include <stdlib.h>

struct ListNode {
    int val;
    struct ListNode *next;
};

static struct ListNode *readList(void) {
    int n;
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

static struct ListNode *mergeTwoLists(struct ListNode *list1, struct ListNode *list2) {
    struct ListNode dummy = {0, NULL};
    struct ListNode *tail = &dummy;
    while (list1 && list2) {
        if (list1->val <= list2->val) {
            tail->next = list1;
            list1 = list1->next;
        } else {
            tail->next = list2;
            list2 = list2->next;
        }
        tail = tail->next;
    }
    tail->next = list1 ? list1 : list2;
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
