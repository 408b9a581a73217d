def guess(x):
    print(x, flush=True)
    reply = input().strip()
    return 0 if reply == 'correct' else 1 if reply == 'higher' else -1


def find_number(n):
    low, high = 1, n
    while low <= high:
        mid = (low + high) // 2
        answer = guess(mid)
        if answer == 0:
            return mid
        if answer > 0:
            low = mid + 1
        else:
            high = mid - 1
    return -1


find_number(int(input()))
