import sys


def length_of_longest_substring(s):
    last_seen = {}
    start = 0
    best = 0
    for index, char in enumerate(s):
        # A repeat inside the window pushes the window start just past its previous copy.
        if last_seen.get(char, -1) >= start:
            start = last_seen[char] + 1
        last_seen[char] = index
        if index - start + 1 > best:
            best = index - start + 1
    return best


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    s = data[1].decode() if n > 0 else ''
    print(length_of_longest_substring(s))


main()
