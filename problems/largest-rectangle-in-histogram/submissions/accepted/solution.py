import sys


def largest_rectangle_area(heights):
    best = 0
    stack = []  # indices of bars whose heights increase from bottom to top
    for i, height in enumerate(heights + [0]):  # the final 0 empties the stack
        while stack and heights[stack[-1]] >= height:
            top = stack.pop()
            # Bar `top` is the lowest of the bars strictly between the new top of the stack and i.
            left = stack[-1] + 1 if stack else 0
            area = heights[top] * (i - left)
            if area > best:
                best = area
        stack.append(i)
    return best


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(largest_rectangle_area(list(map(int, data[1:1 + n]))))


main()
