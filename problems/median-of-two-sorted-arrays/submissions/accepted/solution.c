#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

static int *readArray(int *length) {
    if (scanf("%d", length) != 1) exit(1);
    int *values = malloc(sizeof *values * (*length + 1));
    for (int i = 0; i < *length; i++) {
        if (scanf("%d", &values[i]) != 1) exit(1);
    }
    return values;
}

/* Binary search over the shorter array a: how many of its elements lie in the left half. */
static double findMedianSortedArrays(const int *a, int n, const int *b, int m) {
    if (n > m) return findMedianSortedArrays(b, m, a, n);
    int half = (n + m + 1) / 2; /* holds the middle element when n + m is odd */
    int lo = 0, hi = n;
    for (;;) {
        int i = lo + (hi - lo) / 2;
        int j = half - i;
        int aLeft = i > 0 ? a[i - 1] : INT_MIN;
        int aRight = i < n ? a[i] : INT_MAX;
        int bLeft = j > 0 ? b[j - 1] : INT_MIN;
        int bRight = j < m ? b[j] : INT_MAX;
        if (aLeft > bRight) {
            hi = i - 1;
        } else if (bLeft > aRight) {
            lo = i + 1;
        } else {
            int leftMax = aLeft > bLeft ? aLeft : bLeft;
            if ((n + m) % 2 == 1) return leftMax;
            int rightMin = aRight < bRight ? aRight : bRight;
            return ((double)leftMax + rightMin) / 2.0;
        }
    }
}

int main(void) {
    int n, m;
    int *nums1 = readArray(&n);
    int *nums2 = readArray(&m);
    printf("%.1f\n", findMedianSortedArrays(nums1, n, nums2, m));
    free(nums1);
    free(nums2);
    return 0;
}
