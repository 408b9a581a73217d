#include <iostream>
#include <vector>
using namespace std;

// Rearrange nums in place and return k, the number of distinct values.
int removeDuplicates(vector<int>& nums) {
    // Write your solution here
    return 0;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> nums(n);
    for (int& value : nums) cin >> value;

    int k = removeDuplicates(nums);
    cout << k << "\n";
    for (int i = 0; i < k; i++) cout << (i ? " " : "") << nums[i];
    cout << "\n";
    return 0;
}
