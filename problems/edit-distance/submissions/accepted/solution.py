import sys


def min_distance(word1, word2):
    # previous[j] = distance between the prefix of word1 seen so far and word2[:j].
    previous = list(range(len(word2) + 1))
    for i, a in enumerate(word1, start=1):
        current = [i] + [0] * len(word2)
        for j, b in enumerate(word2, start=1):
            if a == b:
                current[j] = previous[j - 1]
            else:
                current[j] = 1 + min(previous[j - 1], previous[j], current[j - 1])
        previous = current
    return previous[-1]


def main():
    lines = sys.stdin.read().split('\n')
    word1 = lines[1].strip() if len(lines) > 1 else ''
    word2 = lines[3].strip() if len(lines) > 3 else ''
    print(min_distance(word1, word2))


main()
