#include <stdio.h>
#include <stdlib.h>

/* Binary min-heap of (distance, node) entries. */
typedef struct {
    long long distance;
    int node;
} Entry;

static Entry *heap;
static int heapSize;

static void push(long long distance, int node) {
    int i = heapSize++;
    while (i > 0 && heap[(i - 1) / 2].distance > distance) {
        heap[i] = heap[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    heap[i].distance = distance;
    heap[i].node = node;
}

static Entry pop(void) {
    Entry top = heap[0], last = heap[--heapSize];
    int i = 0;
    for (;;) {
        int child = 2 * i + 1;
        if (child >= heapSize) break;
        if (child + 1 < heapSize && heap[child + 1].distance < heap[child].distance) child++;
        if (heap[child].distance >= last.distance) break;
        heap[i] = heap[child];
        i = child;
    }
    heap[i] = last;
    return top;
}

int main(void) {
    int n, m, source;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    int *from = malloc(sizeof(int) * (m + 1)), *to = malloc(sizeof(int) * (m + 1));
    int *weight = malloc(sizeof(int) * (m + 1)), *start = calloc(n + 2, sizeof(int));
    for (int i = 0; i < m; i++) {
        scanf("%d %d %d", &from[i], &to[i], &weight[i]);
        start[from[i] + 1]++;
    }
    scanf("%d", &source);
    /* Links grouped by their start node: links of u are at start[u] .. start[u + 1] - 1. */
    for (int u = 1; u <= n; u++) start[u + 1] += start[u];
    int *fill = malloc(sizeof(int) * (n + 2)), *linkTo = malloc(sizeof(int) * (m + 1)),
        *linkWeight = malloc(sizeof(int) * (m + 1));
    for (int u = 0; u <= n + 1; u++) fill[u] = start[u];
    for (int i = 0; i < m; i++) {
        int slot = fill[from[i]]++;
        linkTo[slot] = to[i];
        linkWeight[slot] = weight[i];
    }
    long long *distance = malloc(sizeof(long long) * (n + 1));
    for (int u = 1; u <= n; u++) distance[u] = -1;
    heap = malloc(sizeof(Entry) * (m + 1));
    push(0, source);
    while (heapSize > 0) {
        Entry e = pop();
        if (distance[e.node] != -1) continue;
        distance[e.node] = e.distance;
        for (int j = start[e.node]; j < start[e.node + 1]; j++)
            if (distance[linkTo[j]] == -1) push(e.distance + linkWeight[j], linkTo[j]);
    }
    long long latest = 0;
    for (int u = 1; u <= n; u++) {
        if (distance[u] == -1) {
            latest = -1;
            break;
        }
        if (distance[u] > latest) latest = distance[u];
    }
    printf("%lld\n", latest);
    return 0;
}
