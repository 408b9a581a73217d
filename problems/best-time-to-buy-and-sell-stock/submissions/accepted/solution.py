import sys


def max_profit(prices):
    cheapest = prices[0]
    best = 0
    for price in prices:
        # Selling today is best paired with the cheapest earlier day.
        if price - cheapest > best:
            best = price - cheapest
        if price < cheapest:
            cheapest = price
    return best


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    prices = list(map(int, data[1:1 + n]))
    print(max_profit(prices))


main()
