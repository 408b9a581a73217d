import sys


def majority_element(nums):
    candidate, votes = None, 0
    for value in nums:
        if votes == 0:
            candidate = value
        votes += 1 if value == candidate else -1
    return candidate


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    print(int(majority_element(data[1:1 + n])))


main()
