#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> nums(n);
    for (int &x : nums) cin >> x;
    // answer[i] first holds the product of everything left of i, then is multiplied
    // by the product of everything right of i.
    vector<int> answer(n, 1);
    for (int i = 1; i < n; i++) answer[i] = answer[i - 1] * nums[i - 1];
    int suffix = 1;
    for (int i = n - 1; i >= 0; i--) {
        answer[i] *= suffix;
        suffix *= nums[i];
    }
    string out;
    for (int i = 0; i < n; i++) {
        if (i) out += ' ';
        out += to_string(answer[i]);
    }
    cout << out << '\n';
    return 0;
}
