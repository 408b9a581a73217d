# Sets low = mid instead of mid + 1: once the range is two numbers wide it asks the same guess forever.
n = int(input())
low, high = 1, n
while True:
    mid = (low + high) // 2
    print(mid, flush=True)
    reply = input().strip()
    if reply == 'correct':
        break
    if reply == 'higher':
        low = mid
    else:
        high = mid - 1
