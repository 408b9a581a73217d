# Mistake: stops when either list runs out and forgets to attach the rest of the other.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = list(map(int, data[1:1 + n]))
    m = int(data[1 + n])
    b = list(map(int, data[2 + n:2 + n + m]))
    i = j = 0
    merged = []
    while i < n and j < m:
        if a[i] <= b[j]:
            merged.append(a[i])
            i += 1
        else:
            merged.append(b[j])
            j += 1
    print(' '.join(map(str, merged)))


main()
