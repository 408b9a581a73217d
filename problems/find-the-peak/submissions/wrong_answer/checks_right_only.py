# Names mid as soon as it is larger than its right neighbour, forgetting the left one.
n = int(input())


def ask(i):
    print('?', i, flush=True)
    return int(input())


low, high = 1, n
answer = n
while low < high:
    mid = (low + high) // 2
    if ask(mid) > ask(mid + 1):
        answer = mid
        break
    low = mid + 1
else:
    answer = low
print('!', answer, flush=True)
