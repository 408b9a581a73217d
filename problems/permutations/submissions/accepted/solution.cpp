#include <bits/stdc++.h>
using namespace std;

vector<int> current;
vector<bool> used;
string out;

// Choosing the unused numbers in increasing order at every position produces the
// permutations in lexicographic order.
void build(const vector<int> &sorted) {
    if (current.size() == sorted.size()) {
        for (size_t i = 0; i < current.size(); i++) {
            if (i) out += ' ';
            out += to_string(current[i]);
        }
        out += '\n';
        return;
    }
    for (size_t i = 0; i < sorted.size(); i++) {
        if (used[i]) continue;
        used[i] = true;
        current.push_back(sorted[i]);
        build(sorted);
        current.pop_back();
        used[i] = false;
    }
}

int main() {
    int n;
    cin >> n;
    vector<int> nums(n);
    for (int &x : nums) cin >> x;
    sort(nums.begin(), nums.end());
    used.assign(n, false);
    build(nums);
    cout << out;
    return 0;
}
