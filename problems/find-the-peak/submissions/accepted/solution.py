def ask(i):
    print('?', i, flush=True)
    return int(input())


def find_peak(n):
    low, high = 1, n
    while low < high:
        mid = (low + high) // 2
        if ask(mid) < ask(mid + 1):
            low = mid + 1
        else:
            high = mid
    return low


n = int(input())
print('!', find_peak(n), flush=True)
