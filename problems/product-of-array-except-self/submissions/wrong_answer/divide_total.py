# Typical mistake: divide the product of everything by nums[i], skipping zeros. With
# exactly one zero, the position of the zero should get the product of the others,
# but this prints 0 there.
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
nums = list(map(int, data[1:1 + n]))
total = 1
for value in nums:
    total *= value
print(" ".join(str(total // value) if value != 0 else "0" for value in nums))
