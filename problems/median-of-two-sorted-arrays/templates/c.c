#include <stdio.h>
#include <stdlib.h>

double findMedianSortedArrays(const int *nums1, int n, const int *nums2, int m) {
    // Write your solution here
    return 0.0;
}

static int *readArray(int *length) {
    if (scanf("%d", length) != 1) exit(1);
    int *values = malloc(sizeof *values * (*length + 1));
    for (int i = 0; i < *length; i++) {
        if (scanf("%d", &values[i]) != 1) exit(1);
    }
    return values;
}

int main(void) {
    int n, m;
    int *nums1 = readArray(&n);
    int *nums2 = readArray(&m);
    printf("%.1f\n", findMedianSortedArrays(nums1, n, nums2, m));
    return 0;
}
