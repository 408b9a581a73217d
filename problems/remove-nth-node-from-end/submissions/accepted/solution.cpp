#include <iostream>
#include <string>

struct ListNode {
    int val;
    ListNode *next;
    explicit ListNode(int v, ListNode *n = nullptr) : val(v), next(n) {}
};

ListNode *removeNthFromEnd(ListNode *head, int k) {
    ListNode dummy(0, head);  // lets the head be removed like any other node
    ListNode *fast = &dummy, *slow = &dummy;
    for (int i = 0; i < k; i++) fast = fast->next;
    // Keep fast exactly k nodes ahead; when it reaches the tail, slow is just before the target.
    while (fast->next) {
        fast = fast->next;
        slow = slow->next;
    }
    ListNode *removed = slow->next;
    slow->next = removed->next;
    delete removed;
    return dummy.next;
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
    std::string out;
    for (ListNode *node = removeNthFromEnd(dummy.next, k); node; node = node->next) {
        if (!out.empty()) out += ' ';
        out += std::to_string(node->val);
    }
    std::cout << out << '\n';
    return 0;
}
