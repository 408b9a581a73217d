# Naive: removes the current maximum k - 1 times, O(n * k).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    nums = list(map(int, data[1:1 + n]))
    k = int(data[1 + n])
    for _ in range(k - 1):
        nums.remove(max(nums))
    print(max(nums))


main()
