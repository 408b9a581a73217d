# Mistake: greedy, always takes the largest coin that still fits; not optimal for every coin set.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    coins = sorted(map(int, data[1:1 + n]), reverse=True)
    remaining = int(data[1 + n])
    used = 0
    for coin in coins:
        used += remaining // coin
        remaining %= coin
    print(used if remaining == 0 else -1)


main()
