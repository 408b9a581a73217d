"""Writes data/secret for Coin Change. Run from the problem folder."""
import os
import random

random.seed(20261129)
OUT = os.path.join('data', 'secret')
UNREACHABLE = float('inf')


def fewest_coins(coins, amount):
    best = [0] + [UNREACHABLE] * amount
    for value in range(1, amount + 1):
        for coin in coins:
            if coin <= value and best[value - coin] + 1 < best[value]:
                best[value] = best[value - coin] + 1
    return -1 if best[amount] == UNREACHABLE else best[amount]


def write(name, coins, amount):
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f"{len(coins)}\n{' '.join(map(str, coins))}\n{amount}\n")
    with open(os.path.join(OUT, name + '.ans'), 'w') as f:
        f.write(f'{fewest_coins(coins, amount)}\n')


def main():
    os.makedirs(OUT, exist_ok=True)
    cases = [
        ([1], 0),
        ([7], 0),
        ([10**6], 10000),
        ([3], 9999),
        ([1], 10000),
        ([2, 2, 2], 9999),
        ([1, 5, 10, 25], 9999),
        ([1, 7, 10], 14),
        ([186, 419, 83, 408], 6249),
        ([6, 10, 15], 9997),
        ([9973, 9967], 10000),
        (random.sample(range(1000, 10001), 50), 10000),
        ([random.randint(1, 500) for _ in range(50)], 10000),
        ([random.choice([97, 89, 83, 79]) * random.randint(1, 3) for _ in range(12)], 9999),
        (sorted(random.sample(range(2, 60), 12), reverse=True), 10000),
    ]
    for index, (coins, amount) in enumerate(cases, start=1):
        write(f'{index:02d}', coins, amount)


if __name__ == '__main__':
    main()
