# Typical mistake: the deque stores values instead of indices and drops equal values,
# then removes the front whenever it equals the number leaving the window. With a
# repeated maximum (3 3 1, k = 2) it throws away a 3 that is still inside.
import sys
from collections import deque

data = sys.stdin.buffer.read().split()
n = int(data[0])
nums = list(map(int, data[1:1 + n]))
k = int(data[1 + n])
window = deque()
maxima = []
for i in range(n):
    if i >= k and window and window[0] == nums[i - k]:
        window.popleft()
    while window and window[-1] <= nums[i]:
        window.pop()
    window.append(nums[i])
    if i >= k - 1:
        maxima.append(window[0])
print(" ".join(map(str, maxima)))
