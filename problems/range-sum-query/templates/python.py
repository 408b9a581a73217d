import sys


def range_sums(nums, queries):
    # Write your solution here
    return []


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    nums = [int(x) for x in data[1:1 + n]]
    q = int(data[1 + n])
    queries = [(int(data[2 + n + 2 * i]), int(data[3 + n + 2 * i])) for i in range(q)]
    answers = range_sums(nums, queries)
    print('\n'.join(str(answer) for answer in answers))


main()
