# Naive: for every day scans the later days until a warmer one, O(n^2) when none is found.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    temperatures = list(map(int, data[1:1 + n]))
    answer = [0] * n
    for day in range(n):
        for later in range(day + 1, n):
            if temperatures[later] > temperatures[day]:
                answer[day] = later - day
                break
    print(' '.join(map(str, answer)))


main()
