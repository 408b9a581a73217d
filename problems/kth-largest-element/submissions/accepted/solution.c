#include <stdio.h>
#include <stdlib.h>

/* Restores the min-heap property below position i of heap[0..size). */
static void siftDown(int *heap, int size, int i) {
    for (;;) {
        int smallest = i, left = 2 * i + 1, right = 2 * i + 2;
        if (left < size && heap[left] < heap[smallest]) smallest = left;
        if (right < size && heap[right] < heap[smallest]) smallest = right;
        if (smallest == i) return;
        int swap = heap[i];
        heap[i] = heap[smallest];
        heap[smallest] = swap;
        i = smallest;
    }
}

/* Keeps the k largest values in a min-heap; its root is the k-th largest. */
static int findKthLargest(const int *nums, int n, int k) {
    int *heap = malloc(sizeof *heap * k);
    for (int i = 0; i < k; i++) heap[i] = nums[i];
    for (int i = k / 2 - 1; i >= 0; i--) siftDown(heap, k, i);
    for (int i = k; i < n; i++) {
        if (nums[i] > heap[0]) {
            heap[0] = nums[i];
            siftDown(heap, k, 0);
        }
    }
    int answer = heap[0];
    free(heap);
    return answer;
}

int main(void) {
    int n, k;
    if (scanf("%d", &n) != 1) return 1;
    int *nums = malloc(sizeof *nums * n);
    for (int i = 0; i < n; i++) {
        if (scanf("%d", &nums[i]) != 1) return 1;
    }
    if (scanf("%d", &k) != 1) return 1;
    printf("%d\n", findKthLargest(nums, n, k));
    free(nums);
    return 0;
}
