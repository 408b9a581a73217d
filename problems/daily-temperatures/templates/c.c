#include <stdio.h>
#include <stdlib.h>

/* Store the number of days day i has to wait in answer[i] (it starts filled with 0). */
void dailyTemperatures(int n, const int *temperatures, int *answer) {
    // Write your solution here
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int *temperatures = malloc(sizeof *temperatures * n);
    for (int i = 0; i < n; i++) {
        if (scanf("%d", &temperatures[i]) != 1) return 1;
    }
    int *answer = calloc(n, sizeof *answer);
    dailyTemperatures(n, temperatures, answer);
    for (int i = 0; i < n; i++) printf(i + 1 < n ? "%d " : "%d", answer[i]);
    printf("\n");
    return 0;
}
