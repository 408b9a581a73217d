import sys


def largest_rectangle_area(heights):
    # Write your solution here
    return 0


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    heights = [int(x) for x in data[1:1 + n]]
    print(largest_rectangle_area(heights))


main()
