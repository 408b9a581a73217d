import sys

INFINITY = float('inf')


def find_median_sorted_arrays(nums1, nums2):
    # Binary search over the shorter array: how many of its elements lie in the left half.
    a, b = (nums1, nums2) if len(nums1) <= len(nums2) else (nums2, nums1)
    n, m = len(a), len(b)
    half = (n + m + 1) // 2  # size of the left half; it holds the middle element when n + m is odd
    lo, hi = 0, n
    while True:
        i = (lo + hi) // 2
        j = half - i
        a_left = a[i - 1] if i > 0 else -INFINITY
        a_right = a[i] if i < n else INFINITY
        b_left = b[j - 1] if j > 0 else -INFINITY
        b_right = b[j] if j < m else INFINITY
        if a_left > b_right:
            hi = i - 1
        elif b_left > a_right:
            lo = i + 1
        else:
            left_max = max(a_left, b_left)
            if (n + m) % 2:
                return float(left_max)
            return (left_max + min(a_right, b_right)) / 2


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    nums1 = list(map(int, data[1:1 + n]))
    m = int(data[1 + n])
    nums2 = list(map(int, data[2 + n:2 + n + m]))
    print(f'{find_median_sorted_arrays(nums1, nums2):.1f}')


main()
