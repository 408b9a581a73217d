#include <iostream>

struct ListNode {
    int val;
    ListNode *next;
    explicit ListNode(int v) : val(v), next(nullptr) {}
};

ListNode *reverseList(ListNode *head) {
    // Write your solution here
    return nullptr;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
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
    bool first = true;
    for (ListNode *node = reverseList(dummy.next); node; node = node->next) {
        if (!first) std::cout << ' ';
        std::cout << node->val;
        first = false;
    }
    std::cout << '\n';
    return 0;
}
