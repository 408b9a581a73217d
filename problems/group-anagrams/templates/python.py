import sys


def group_anagrams(words):
    # Write your solution here
    return []


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    groups = group_anagrams(data[1:1 + n])
    lines = [str(len(groups))]
    lines.extend(' '.join(group) for group in groups)
    print('\n'.join(lines))


main()
