import sys


def three_sum(nums):
    nums = sorted(nums)
    n = len(nums)
    triplets = []
    for i in range(n - 2):
        first = nums[i]
        if first > 0:
            break
        # Equal first values would produce the same triplets again.
        if i > 0 and first == nums[i - 1]:
            continue
        # Sorted order lets the pair sum move in a known direction as the pointers move.
        left, right = i + 1, n - 1
        while left < right:
            total = first + nums[left] + nums[right]
            if total < 0:
                left += 1
            elif total > 0:
                right -= 1
            else:
                triplets.append((first, nums[left], nums[right]))
                left += 1
                while left < right and nums[left] == nums[left - 1]:
                    left += 1
                right -= 1
    return triplets


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    nums = list(map(int, data[1:1 + n]))
    triplets = three_sum(nums)
    out = [str(len(triplets))]
    out.extend(f'{a} {b} {c}' for a, b, c in triplets)
    print('\n'.join(out))


main()
