import sys


def max_area(height):
    left, right = 0, len(height) - 1
    best = 0
    while left < right:
        area = (right - left) * min(height[left], height[right])
        if area > best:
            best = area
        # The shorter wall limits every narrower container that keeps it, so drop it.
        if height[left] < height[right]:
            left += 1
        else:
            right -= 1
    return best


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    height = list(map(int, data[1:1 + n]))
    print(max_area(height))


main()
