import sys


def search(nums, target):
    # Write your solution here
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    nums = list(map(int, data[1:1 + n]))
    q = int(data[1 + n])
    targets = map(int, data[2 + n:2 + n + q])
    print('\n'.join(str(search(nums, target)) for target in targets))


main()
