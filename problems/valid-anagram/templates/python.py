import sys


def is_anagram(s, t):
    # Write your solution here
    return False


def main():
    data = sys.stdin.buffer.read().split()
    s, t = data[0].decode(), data[1].decode()
    print('true' if is_anagram(s, t) else 'false')


main()
