#include <array>
#include <iostream>
#include <vector>

using namespace std;

vector<array<int, 3>> threeSum(vector<int>& nums) {
    // Write your solution here
    return {};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> nums(n);
    for (auto& value : nums) cin >> value;
    vector<array<int, 3>> triplets = threeSum(nums);
    cout << triplets.size() << '\n';
    for (const auto& triplet : triplets) cout << triplet[0] << ' ' << triplet[1] << ' ' << triplet[2] << '\n';
    return 0;
}
