# Mistake: sorts and looks for the first position where nums[i] != i, but never
# considers that the missing value can be n itself.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
nums = sorted(map(int, data[1:1 + n]))
answer = 0
for index, value in enumerate(nums):
    if value != index:
        answer = index
        break
print(answer)
