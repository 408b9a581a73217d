#include <iostream>

struct ListNode {
    int val;
    ListNode *next;
    explicit ListNode(int v) : val(v), next(nullptr) {}
};

ListNode *mergeTwoLists(ListNode *list1, ListNode *list2) {
    // Write your solution here
    return nullptr;
}

ListNode *readList() {
    int n = 0;
    std::cin >> n;
    ListNode dummy(0);
    ListNode *tail = &dummy;
    for (int i = 0; i < n; i++) {
        int value;
        std::cin >> value;
        tail->next = new ListNode(value);
        tail = tail->next;
    }
    return dummy.next;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    ListNode *list1 = readList();
    ListNode *list2 = readList();
    bool first = true;
    for (ListNode *node = mergeTwoLists(list1, list2); node; node = node->next) {
        if (!first) std::cout << ' ';
        std::cout << node->val;
        first = false;
    }
    std::cout << '\n';
    return 0;
}
