import sys


def is_anagram(s, t):
    if len(s) != len(t):
        return False
    counts = [0] * 26
    for byte in s.encode():
        counts[byte - 97] += 1
    for byte in t.encode():
        counts[byte - 97] -= 1
        # t needs more of this letter than s has.
        if counts[byte - 97] < 0:
            return False
    return True


def main():
    data = sys.stdin.buffer.read().split()
    s, t = data[0].decode(), data[1].decode()
    print('true' if is_anagram(s, t) else 'false')


main()
