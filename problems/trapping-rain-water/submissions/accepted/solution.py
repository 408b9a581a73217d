import sys


def trap(height):
    left, right = 0, len(height) - 1
    left_max = right_max = 0
    total = 0
    while left < right:
        # The lower side is bounded by its own running maximum: the other side has a
        # column at least as tall, so the lower maximum decides the water level.
        if height[left] < height[right]:
            if height[left] > left_max:
                left_max = height[left]
            total += left_max - height[left]
            left += 1
        else:
            if height[right] > right_max:
                right_max = height[right]
            total += right_max - height[right]
            right -= 1
    return total


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    height = list(map(int, data[1:1 + n]))
    print(trap(height))


main()
