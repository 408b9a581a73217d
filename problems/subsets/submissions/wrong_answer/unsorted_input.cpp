// Typical mistake: backtracking in the input order without sorting the numbers, so
// subsets are neither increasing inside nor in lexicographic order.
#include <bits/stdc++.h>
using namespace std;

int n;
vector<int> nums, current;

void extend(int start) {
    for (size_t i = 0; i < current.size(); i++) cout << (i ? " " : "") << current[i];
    cout << '\n';
    for (int i = start; i < n; i++) {
        current.push_back(nums[i]);
        extend(i + 1);
        current.pop_back();
    }
}

int main() {
    cin >> n;
    nums.resize(n);
    for (int &x : nums) cin >> x;
    extend(0);
    return 0;
}
