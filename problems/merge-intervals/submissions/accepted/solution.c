#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int start, end;
} Interval;

static int byStart(const void *a, const void *b) {
    const Interval *x = a, *y = b;
    if (x->start != y->start) return x->start < y->start ? -1 : 1;
    return (x->end > y->end) - (x->end < y->end);
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    Interval *intervals = malloc(sizeof(Interval) * n);
    for (int i = 0; i < n; i++) scanf("%d %d", &intervals[i].start, &intervals[i].end);
    qsort(intervals, n, sizeof(Interval), byStart);
    int count = 0;
    for (int i = 0; i < n; i++) {
        if (count > 0 && intervals[i].start <= intervals[count - 1].end) {
            if (intervals[i].end > intervals[count - 1].end) intervals[count - 1].end = intervals[i].end;
        } else {
            intervals[count++] = intervals[i];
        }
    }
    for (int i = 0; i < count; i++) printf("%d %d\n", intervals[i].start, intervals[i].end);
    free(intervals);
    return 0;
}
