import sys


def count_bits(n):
    bits = [0] * (n + 1)
    for i in range(1, n + 1):
        # i >> 1 drops the last binary digit; i & 1 is that digit.
        bits[i] = bits[i >> 1] + (i & 1)
    return bits


def main():
    n = int(sys.stdin.buffer.read().split()[0])
    print(" ".join(map(str, count_bits(n))))


main()
