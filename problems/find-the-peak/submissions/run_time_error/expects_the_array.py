# Expects the whole array on the first line, as in a non-interactive problem: there is only n.
values = list(map(int, input().split()))
n = values[0]
peak = max(range(1, n + 1), key=lambda i: values[i])
print('!', peak, flush=True)
