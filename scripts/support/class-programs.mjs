// Programs of the classes tests (server, browser): house-robber solved, and the same
// solution copied with every name changed and a comment added, which the similarity
// report must find. See class-programs.d.mts.

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

export const ROBBER_COPY_COMMENT = '# two running totals';

export const ROBBER_COPY = ROBBER_SOLUTION.replace(/best_without/g, 'b')
  .replace(/best_with/g, 'a')
  .replace(/value/g, 'h')
  .replace(/take/g, 't')
  .replace(/leave/g, 'l')
  .replace('def rob(nums):\n', `def rob(nums):\n    ${ROBBER_COPY_COMMENT}\n`);

export const MAXIMUM_SOLUTION = 'a, b = map(int, input().split())\nprint(max(a, b))\n';
export const REVERSE_SOLUTION = 'print(input().strip()[::-1])\n';
