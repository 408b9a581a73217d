"""Writes data/secret for Best Time to Buy and Sell Stock. Run from the problem folder."""
import os
import random

random.seed(20261126)
MAX_N = 10**5
MAX_PRICE = 10**4


def max_profit(prices):
    cheapest = prices[0]
    best = 0
    for price in prices:
        best = max(best, price - cheapest)
        cheapest = min(cheapest, price)
    return best


def cases():
    yield [5]
    yield [0]
    yield [3, 3]
    yield [1, 10000]
    yield [10000, 1]
    yield [7, 7, 7, 7, 7]
    yield [10, 1, 2, 9, 0, 3]
    yield [random.randint(0, 50) for _ in range(100)]
    yield [MAX_PRICE - index // 10 for index in range(MAX_N)]
    yield [random.randint(0, MAX_PRICE) for _ in range(MAX_N)]
    # the overall maximum comes before the overall minimum
    late_dip = [random.randint(4000, 6000) for _ in range(MAX_N)]
    late_dip[10] = MAX_PRICE
    late_dip[MAX_N - 10] = 0
    yield late_dip
    yield [index % 10001 for index in range(MAX_N)]


def main():
    os.makedirs('data/secret', exist_ok=True)
    for number, prices in enumerate(cases(), start=1):
        stem = f'data/secret/{number:02d}'
        with open(stem + '.in', 'w') as f:
            f.write(f'{len(prices)}\n{" ".join(map(str, prices))}\n')
        with open(stem + '.ans', 'w') as f:
            f.write(f'{max_profit(prices)}\n')


main()
