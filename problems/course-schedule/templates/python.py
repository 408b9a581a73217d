import sys


def find_order(num_courses, prerequisites):
    # Write your solution here
    return []


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    prerequisites = [[int(data[2 + 2 * i]), int(data[3 + 2 * i])] for i in range(m)]
    order = find_order(n, prerequisites)
    # An empty order means that the courses cannot all be taken.
    print(" ".join(map(str, order)) if order else "IMPOSSIBLE")


main()
