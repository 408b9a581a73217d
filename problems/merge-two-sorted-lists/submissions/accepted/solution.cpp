#include <iostream>
#include <string>

struct ListNode {
    int val;
    ListNode *next;
    explicit ListNode(int v) : val(v), next(nullptr) {}
};

static ListNode *readList() {
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

ListNode *mergeTwoLists(ListNode *list1, ListNode *list2) {
    ListNode dummy(0);
    ListNode *tail = &dummy;
    while (list1 && list2) {
        ListNode *&smaller = list1->val <= list2->val ? list1 : list2;
        tail->next = smaller;
        smaller = smaller->next;
        tail = tail->next;
    }
    tail->next = list1 ? list1 : list2;
    return dummy.next;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    ListNode *list1 = readList();
    ListNode *list2 = readList();
    std::string out;
    for (ListNode *node = mergeTwoLists(list1, list2); node; node = node->next) {
        if (!out.empty()) out += ' ';
        out += std::to_string(node->val);
    }
    std::cout << out << '\n';
    return 0;
}
