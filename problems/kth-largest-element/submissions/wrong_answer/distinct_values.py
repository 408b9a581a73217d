# Mistake: removes duplicates first, so equal values are counted only once.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    values = sorted(set(map(int, data[1:1 + n])), reverse=True)
    k = int(data[1 + n])
    print(values[min(k, len(values)) - 1])


main()
