#include <stdio.h>
#include <stdlib.h>

static int *values, *listStart, *listEnd, *heap;
static int heapSize;

/* The heap holds list numbers, ordered by the value at the list's current head. */
static int headOf(int list) {
    return values[listStart[list]];
}

static void siftDown(int i) {
    int list = heap[i];
    for (;;) {
        int child = 2 * i + 1;
        if (child >= heapSize) break;
        if (child + 1 < heapSize && headOf(heap[child + 1]) < headOf(heap[child])) child++;
        if (headOf(heap[child]) >= headOf(list)) break;
        heap[i] = heap[child];
        i = child;
    }
    heap[i] = list;
}

int main(void) {
    int k;
    if (scanf("%d", &k) != 1) return 0;
    values = malloc(sizeof(int) * 100001);
    listStart = malloc(sizeof(int) * (k + 1));
    listEnd = malloc(sizeof(int) * (k + 1));
    heap = malloc(sizeof(int) * (k + 1));
    int total = 0;
    for (int list = 0; list < k; list++) {
        int length;
        scanf("%d", &length);
        listStart[list] = total;
        for (int j = 0; j < length; j++) scanf("%d", &values[total++]);
        listEnd[list] = total;
        if (length > 0) heap[heapSize++] = list;
    }
    for (int i = heapSize / 2 - 1; i >= 0; i--) siftDown(i);
    int printed = 0;
    while (heapSize > 0) {
        int list = heap[0];
        printf(printed++ ? " %d" : "%d", headOf(list));
        if (++listStart[list] == listEnd[list]) heap[0] = heap[--heapSize];
        if (heapSize > 0) siftDown(0);
    }
    printf("\n");
    return 0;
}
