#include <iostream>
#include <vector>

using namespace std;

int search(const vector<int>& nums, int target) {
    // Write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> nums(n);
    for (auto& value : nums) cin >> value;
    int q;
    cin >> q;
    for (int i = 0; i < q; ++i) {
        int target;
        cin >> target;
        cout << search(nums, target) << '\n';
    }
    return 0;
}
