import sys


def subarray_sum(nums, k):
    # seen[p] = how many prefixes so far have sum p; the empty prefix has sum 0.
    seen = {0: 1}
    prefix = 0
    count = 0
    for value in nums:
        prefix += value
        count += seen.get(prefix - k, 0)
        seen[prefix] = seen.get(prefix, 0) + 1
    return count


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    nums = list(map(int, data[1:1 + n]))
    k = int(data[1 + n])
    print(subarray_sum(nums, k))


main()
