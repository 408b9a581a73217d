#include <functional>
#include <iostream>
#include <queue>
#include <vector>

int findKthLargest(const std::vector<int> &nums, int k) {
    // A min-heap of the k largest values seen so far: its top is the answer.
    std::priority_queue<int, std::vector<int>, std::greater<int>> heap;
    for (int value : nums) {
        if (static_cast<int>(heap.size()) < k) {
            heap.push(value);
        } else if (value > heap.top()) {
            heap.pop();
            heap.push(value);
        }
    }
    return heap.top();
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n, k;
    std::cin >> n;
    std::vector<int> nums(n);
    for (int &value : nums) std::cin >> value;
    std::cin >> k;
    std::cout << findKthLargest(nums, k) << '\n';
    return 0;
}
