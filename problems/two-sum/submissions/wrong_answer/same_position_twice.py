# Mistake: the lookup table is filled before searching, so a value equal to
# target / 2 finds itself and the same position is used twice.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    nums = [int(x) for x in data[1:1 + n]]
    target = int(data[1 + n])
    position = {value: index for index, value in enumerate(nums)}
    for index, value in enumerate(nums):
        if target - value in position:
            print(index, position[target - value])
            return


main()
