#include <iostream>
#include <string>

struct ListNode {
    int val;
    ListNode *next;
    explicit ListNode(int v) : val(v), next(nullptr) {}
};

ListNode *reverseList(ListNode *head) {
    ListNode *prev = nullptr;
    while (head) {
        ListNode *next = head->next;
        head->next = prev;
        prev = head;
        head = next;
    }
    return prev;
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
    std::string out;
    for (ListNode *node = reverseList(dummy.next); node; node = node->next) {
        if (!out.empty()) out += ' ';
        out += std::to_string(node->val);
    }
    std::cout << out << '\n';
    return 0;
}
