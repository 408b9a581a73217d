import sys


def coin_change(coins, amount):
    # Write your solution here
    return 0


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    coins = [int(x) for x in data[1:1 + n]]
    amount = int(data[1 + n])
    print(coin_change(coins, amount))


main()
