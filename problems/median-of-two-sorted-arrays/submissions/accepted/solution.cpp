#include <algorithm>
#include <climits>
#include <cstdio>
#include <iostream>
#include <vector>

// Binary search over the shorter array: how many of its elements lie in the left half.
double findMedianSortedArrays(const std::vector<int> &nums1, const std::vector<int> &nums2) {
    const auto &a = nums1.size() <= nums2.size() ? nums1 : nums2;
    const auto &b = nums1.size() <= nums2.size() ? nums2 : nums1;
    const int n = static_cast<int>(a.size()), m = static_cast<int>(b.size());
    const int half = (n + m + 1) / 2;  // holds the middle element when n + m is odd
    int lo = 0, hi = n;
    for (;;) {
        const int i = lo + (hi - lo) / 2;
        const int j = half - i;
        const int aLeft = i > 0 ? a[i - 1] : INT_MIN;
        const int aRight = i < n ? a[i] : INT_MAX;
        const int bLeft = j > 0 ? b[j - 1] : INT_MIN;
        const int bRight = j < m ? b[j] : INT_MAX;
        if (aLeft > bRight) {
            hi = i - 1;
        } else if (bLeft > aRight) {
            lo = i + 1;
        } else {
            const int leftMax = std::max(aLeft, bLeft);
            if ((n + m) % 2 == 1) return leftMax;
            return (static_cast<double>(leftMax) + std::min(aRight, bRight)) / 2.0;
        }
    }
}

static std::vector<int> readArray() {
    int length;
    std::cin >> length;
    std::vector<int> values(length);
    for (int &value : values) std::cin >> value;
    return values;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    std::vector<int> nums1 = readArray();
    std::vector<int> nums2 = readArray();
    std::printf("%.1f\n", findMedianSortedArrays(nums1, nums2));
    return 0;
}
