#include <stdio.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    long farthest = 0;
    int reachable = 1;
    for (int i = 0; i < n; i++) {
        int jump;
        scanf("%d", &jump);
        if (i > farthest) reachable = 0;
        if ((long)i + jump > farthest) farthest = (long)i + jump;
    }
    printf(reachable ? "true\n" : "false\n");
    return 0;
}
