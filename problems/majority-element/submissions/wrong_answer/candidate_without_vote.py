# Mistake: when a new candidate is picked, its own vote is not counted,
# so the votes drift below zero and the first value can stay the candidate forever.
import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    candidate, votes = None, 0
    for value in map(int, data[1:1 + n]):
        if votes == 0:
            candidate = value
        elif value == candidate:
            votes += 1
        else:
            votes -= 1
    print(candidate)


main()
