import sys


def three_sum(nums):
    # Write your solution here
    return []


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    nums = list(map(int, data[1:1 + n]))
    triplets = three_sum(nums)
    lines = [str(len(triplets))]
    lines.extend(' '.join(map(str, triplet)) for triplet in triplets)
    print('\n'.join(lines))


main()
