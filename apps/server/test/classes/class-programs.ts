/** Programs of the classes tests: house-robber solved, and the same solution with every name changed (a copy). */
export const ROBBER_SOLUTION = `import sys


def rob(nums):
    best_with, best_without = 0, 0
    for value in nums:
        take = best_without + value
        leave = max(best_with, best_without)
        best_with, best_without = take, leave
    return max(best_with, best_without)


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    nums = [int(x) for x in data[1:1 + n]]
    print(rob(nums))


main()
`;

export const ROBBER_COPY = `import sys


def rob(houses):
    # keep two running totals
    a, b = 0, 0
    for h in houses:
        t = b + h
        l = max(a, b)
        a, b = t, l
    return max(a, b)


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    nums = [int(x) for x in data[1:1 + n]]
    print(rob(nums))


main()
`;

export const MAXIMUM_SOLUTION = 'a, b = map(int, input().split())\nprint(max(a, b))\n';
export const REVERSE_SOLUTION = 'print(input().strip()[::-1])\n';
