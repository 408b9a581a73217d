import sys


def coin_change(coins, amount):
    unreachable = amount + 1  # more coins than any real answer can use
    best = [0] + [unreachable] * amount  # best[v] = fewest coins that pay exactly v
    for coin in set(coins):
        for value in range(coin, amount + 1):
            if best[value - coin] + 1 < best[value]:
                best[value] = best[value - coin] + 1
    return -1 if best[amount] == unreachable else best[amount]


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    coins = list(map(int, data[1:1 + n]))
    amount = int(data[1 + n])
    print(coin_change(coins, amount))


main()
