import sys


def length_of_longest_substring(s):
    # Write your solution here
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    s = data[1].decode() if n > 0 else ''
    print(length_of_longest_substring(s))


main()
