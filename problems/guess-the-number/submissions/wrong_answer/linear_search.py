# Tries 1, 2, 3, ...: right for small n, but needs up to n guesses, far more than 30.
n = int(input())
for x in range(1, n + 1):
    print(x, flush=True)
    if input().strip() == 'correct':
        break
