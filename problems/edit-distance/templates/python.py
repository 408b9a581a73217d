import sys


def min_distance(word1, word2):
    # Write your solution here
    return 0


def main():
    lines = sys.stdin.read().split('\n')
    word1 = lines[1].strip() if len(lines) > 1 else ''
    word2 = lines[3].strip() if len(lines) > 3 else ''
    print(min_distance(word1, word2))


main()
