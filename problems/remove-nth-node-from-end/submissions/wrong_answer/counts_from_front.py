# Mistake: removes the k-th node counted from the front instead of from the end.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    values = data[1:1 + n]
    k = int(data[1 + n])
    del values[k - 1]
    print(' '.join(value.decode() for value in values))


main()
