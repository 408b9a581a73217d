# Looks at every value and names the largest: a peak, but n questions, far more than 40.
n = int(input())
best, best_value = 1, -1
for i in range(1, n + 1):
    print('?', i, flush=True)
    value = int(input())
    if value > best_value:
        best, best_value = i, value
print('!', best, flush=True)
