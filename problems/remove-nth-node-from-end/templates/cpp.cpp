#include <iostream>

struct ListNode {
    int val;
    ListNode *next;
    explicit ListNode(int v, ListNode *n = nullptr) : val(v), next(n) {}
};

ListNode *removeNthFromEnd(ListNode *head, int k) {
    // Write your solution here
    return nullptr;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n, k;
    std::cin >> n;
    ListNode dummy(0);
    ListNode *tail = &dummy;
    for (int i = 0; i < n; i++) {
        int value;
        std::cin >> value;
        tail->next = new ListNode(value);
        tail = tail->next;
    }
    std::cin >> k;
    bool first = true;
    for (ListNode *node = removeNthFromEnd(dummy.next, k); node; node = node->next) {
        if (!first) std::cout << ' ';
        std::cout << node->val;
        first = false;
    }
    std::cout << '\n';
    return 0;
}
