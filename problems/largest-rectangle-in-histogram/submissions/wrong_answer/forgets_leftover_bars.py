# Mistake: no sentinel at the end, so bars still on the stack are never measured.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    heights = list(map(int, data[1:1 + n]))
    best = 0
    stack = []
    for i, height in enumerate(heights):
        while stack and heights[stack[-1]] >= height:
            top = stack.pop()
            left = stack[-1] + 1 if stack else 0
            best = max(best, heights[top] * (i - left))
        stack.append(i)
    print(best)


main()
