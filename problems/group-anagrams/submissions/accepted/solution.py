import sys
from collections import defaultdict


def group_anagrams(words):
    # Anagrams share the same letters in sorted order, so that is the group key.
    groups = defaultdict(list)
    for word in words:
        groups[''.join(sorted(word))].append(word)
    return sorted(sorted(group) for group in groups.values())


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    groups = group_anagrams(data[1:1 + n])
    lines = [str(len(groups))]
    lines.extend(' '.join(group) for group in groups)
    print('\n'.join(lines))


main()
