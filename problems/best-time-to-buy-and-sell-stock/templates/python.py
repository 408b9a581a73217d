import sys


def max_profit(prices):
    # Write your solution here
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    prices = list(map(int, data[1:1 + n]))
    print(max_profit(prices))


main()
