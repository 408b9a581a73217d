#include <iostream>
#include <vector>

using namespace std;

int missingNumber(const vector<int>& nums) {
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
    cout << missingNumber(nums) << '\n';
    return 0;
}
