import sys


def main():
    s = sys.stdin.buffer.readline().strip()
    sys.stdout.buffer.write(s[::-1] + b"\n")


main()
