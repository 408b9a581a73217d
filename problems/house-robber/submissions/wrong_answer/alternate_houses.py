# Typical mistake: compare only "every even house" with "every odd house". The best
# plan may skip two houses in a row, as in 2 1 1 2.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
nums = list(map(int, data[1:1 + n]))
print(max(sum(nums[0::2]), sum(nums[1::2])))
