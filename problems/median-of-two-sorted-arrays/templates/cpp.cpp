#include <cstdio>
#include <iostream>
#include <vector>

double findMedianSortedArrays(const std::vector<int> &nums1, const std::vector<int> &nums2) {
    // Write your solution here
    return 0.0;
}

std::vector<int> readArray() {
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
