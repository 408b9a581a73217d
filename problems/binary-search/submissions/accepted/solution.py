import sys


def search(nums, target):
    low, high = 0, len(nums) - 1
    # Invariant: if target is in nums, its index lies in [low, high].
    while low <= high:
        mid = (low + high) // 2
        if nums[mid] == target:
            return mid
        if nums[mid] < target:
            low = mid + 1
        else:
            high = mid - 1
    return -1


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    nums = list(map(int, data[1:1 + n]))
    q = int(data[1 + n])
    targets = map(int, data[2 + n:2 + n + q])
    print('\n'.join(str(search(nums, target)) for target in targets))


main()
