import heapq
import sys


def find_kth_largest(nums, k):
    # A min-heap of the k largest values seen so far: its smallest is the answer.
    heap = nums[:k]
    heapq.heapify(heap)
    for value in nums[k:]:
        if value > heap[0]:
            heapq.heapreplace(heap, value)
    return heap[0]


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    nums = list(map(int, data[1:1 + n]))
    k = int(data[1 + n])
    print(find_kth_largest(nums, k))


main()
