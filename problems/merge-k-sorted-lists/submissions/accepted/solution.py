import heapq
import sys


def main():
    data = sys.stdin.buffer.read().split()
    k = int(data[0])
    lists = []
    position = 1
    for _ in range(k):
        length = int(data[position])
        lists.append(list(map(int, data[position + 1:position + 1 + length])))
        position += 1 + length
    # The heap holds the current head of every non-empty list: (value, list, index).
    heap = [(values[0], i, 0) for i, values in enumerate(lists) if values]
    heapq.heapify(heap)
    merged = []
    while heap:
        value, i, j = heap[0]
        merged.append(value)
        if j + 1 < len(lists[i]):
            heapq.heapreplace(heap, (lists[i][j + 1], i, j + 1))
        else:
            heapq.heappop(heap)
    sys.stdout.write(" ".join(map(str, merged)) + "\n")


main()
