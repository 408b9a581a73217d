# Mistake: never skips equal values, so the same triplet of values is reported several times.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
nums = sorted(map(int, data[1:1 + n]))
triplets = []
for i in range(n - 2):
    left, right = i + 1, n - 1
    while left < right:
        total = nums[i] + nums[left] + nums[right]
        if total < 0:
            left += 1
        elif total > 0:
            right -= 1
        else:
            triplets.append((nums[i], nums[left], nums[right]))
            left += 1
            right -= 1
print(len(triplets))
for a, b, c in triplets:
    print(a, b, c)
