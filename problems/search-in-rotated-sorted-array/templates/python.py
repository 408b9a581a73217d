import sys


def search(nums, target):
    # Write your solution here
    return -1


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    nums = [int(x) for x in data[1:1 + n]]
    q = int(data[1 + n])
    targets = [int(x) for x in data[2 + n:2 + n + q]]
    print('\n'.join(str(search(nums, target)) for target in targets))


main()
