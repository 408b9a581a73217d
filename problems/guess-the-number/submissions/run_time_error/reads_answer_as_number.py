# Expects a number back instead of "higher", "lower" or "correct": int() raises ValueError.
n = int(input())
low, high = 1, n
while low <= high:
    mid = (low + high) // 2
    print(mid, flush=True)
    answer = int(input())
    if answer == 0:
        break
    if answer > 0:
        low = mid + 1
    else:
        high = mid - 1
