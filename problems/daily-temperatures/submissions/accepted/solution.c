#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int *temperatures = malloc(sizeof *temperatures * n);
    int *answer = calloc(n, sizeof *answer);
    int *stack = malloc(sizeof *stack * n); /* days still waiting for a warmer day */
    int top = 0;
    for (int day = 0; day < n; day++) {
        if (scanf("%d", &temperatures[day]) != 1) return 1;
        while (top > 0 && temperatures[stack[top - 1]] < temperatures[day]) {
            int waiting = stack[--top];
            answer[waiting] = day - waiting;
        }
        stack[top++] = day;
    }
    for (int day = 0; day < n; day++) printf(day + 1 < n ? "%d " : "%d\n", answer[day]);
    return 0;
}
