import sys


def trap(height):
    # Write your solution here
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    height = list(map(int, data[1:1 + n]))
    print(trap(height))


main()
