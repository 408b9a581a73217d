import sys


def main():
    n = int(sys.stdin.buffer.read().split()[0])
    print(" ".join(map(str, range(1, n + 1))))


main()
