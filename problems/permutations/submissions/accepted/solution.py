import sys
from itertools import permutations


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    nums = sorted(map(int, data[1:1 + n]))
    # permutations() of a sorted sequence comes out in lexicographic order.
    sys.stdout.write("".join(" ".join(map(str, p)) + "\n" for p in permutations(nums)))


main()
