// Typical mistake: always jumping as far as possible. From [2, 3, 0, 0, 1] it jumps
// to the 0 at cell 2 and gives up, although 0 -> 1 -> 4 works.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> nums(n);
    for (int &x : nums) cin >> x;
    long long position = 0;
    while (position < n - 1 && nums[position] > 0) position += nums[position];
    cout << (position >= n - 1 ? "true" : "false") << '\n';
    return 0;
}
