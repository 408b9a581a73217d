import sys


def find_median_sorted_arrays(nums1, nums2):
    # Write your solution here
    return 0.0


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    nums1 = [int(x) for x in data[1:1 + n]]
    m = int(data[1 + n])
    nums2 = [int(x) for x in data[2 + n:2 + n + m]]
    print(f'{find_median_sorted_arrays(nums1, nums2):.1f}')


main()
