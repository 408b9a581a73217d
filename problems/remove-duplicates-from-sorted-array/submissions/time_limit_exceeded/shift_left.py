# Deletes each repeated value by shifting the rest of the array one step left:
# about n^2 / 2 moves when every value is the same.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    nums = [int(x) for x in data[1:1 + n]]
    length = n
    i = 1
    while i < length:
        if nums[i] == nums[i - 1]:
            for j in range(i, length - 1):
                nums[j] = nums[j + 1]
            length -= 1
        else:
            i += 1
    print(length)
    print(" ".join(map(str, nums[:length])))


main()
