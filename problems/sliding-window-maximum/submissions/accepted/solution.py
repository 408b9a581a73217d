import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    nums = list(map(int, data[1:1 + n]))
    k = int(data[1 + n])
    window = deque()
    maxima = []
    for i in range(n):
        value = nums[i]
        while window and nums[window[-1]] <= value:
            window.pop()
        window.append(i)
        if window[0] <= i - k:
            window.popleft()
        if i >= k - 1:
            maxima.append(nums[window[0]])
    sys.stdout.write(" ".join(map(str, maxima)) + "\n")


main()
