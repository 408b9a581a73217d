#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode *next;
    ListNode(int x, ListNode *next = nullptr) : val(x), next(next) {}
};

ListNode *mergeKLists(vector<ListNode *> &lists) {
    // Write your solution here
    return nullptr;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int k;
    cin >> k;
    vector<ListNode *> lists(k, nullptr);
    for (int i = 0; i < k; i++) {
        int length;
        cin >> length;
        ListNode **tail = &lists[i];
        for (int j = 0; j < length; j++) {
            int value;
            cin >> value;
            *tail = new ListNode(value);
            tail = &(*tail)->next;
        }
    }
    bool isFirst = true;
    for (ListNode *node = mergeKLists(lists); node != nullptr; node = node->next) {
        cout << (isFirst ? "" : " ") << node->val;
        isFirst = false;
    }
    cout << '\n';
    return 0;
}
