import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    nums = data[1:1 + n]
    target = int(data[1 + n])
    seen = {}
    for index in range(n):
        value = int(nums[index])
        partner = seen.get(target - value)
        if partner is not None:
            print(partner, index)
            return
        seen[value] = index


main()
