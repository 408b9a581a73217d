import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    nums = sorted(map(int, data[1:1 + n]))
    lines = []
    current = []

    # Printing a subset before extending it, and extending with larger numbers in
    # increasing order, visits the subsets in lexicographic order.
    def extend(start):
        lines.append(" ".join(map(str, current)))
        for i in range(start, n):
            current.append(nums[i])
            extend(i + 1)
            current.pop()

    extend(0)
    sys.stdout.write("\n".join(lines) + "\n")


main()
