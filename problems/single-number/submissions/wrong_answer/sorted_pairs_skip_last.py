# Mistake: sorts and compares neighbours in pairs, but forgets the case where the single
# value is the largest one, left alone at the end of the sorted array.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
nums = sorted(map(int, data[1:1 + n]))
answer = 0
for index in range(0, n - 1, 2):
    if nums[index] != nums[index + 1]:
        answer = nums[index]
        break
print(answer)
