#include <iostream>
#include <vector>
using namespace std;

vector<int> twoSum(const vector<int>& nums, int target) {
    // Write your solution here
    return {};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, target;
    cin >> n;
    vector<int> nums(n);
    for (int& value : nums) cin >> value;
    cin >> target;

    vector<int> answer = twoSum(nums, target);
    for (size_t i = 0; i < answer.size(); i++) cout << (i ? " " : "") << answer[i];
    cout << "\n";
    return 0;
}
