#include <stdio.h>
#include <stdlib.h>

/* prerequisites[i][0] needs prerequisites[i][1] first. Write an order of all
   numCourses courses into order and return numCourses, or return 0 if there is none. */
int findOrder(int numCourses, int (*prerequisites)[2], int m, int *order) {
    /* Write your solution here */
    return 0;
}

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    int (*prerequisites)[2] = malloc(sizeof(int[2]) * (m > 0 ? m : 1));
    for (int i = 0; i < m; i++) scanf("%d %d", &prerequisites[i][0], &prerequisites[i][1]);
    int *order = malloc(sizeof(int) * n);
    int count = findOrder(n, prerequisites, m, order);
    if (count == 0) {
        printf("IMPOSSIBLE\n");
    } else {
        for (int i = 0; i < count; i++) printf(i ? " %d" : "%d", order[i]);
        printf("\n");
    }
    free(prerequisites);
    free(order);
    return 0;
}
