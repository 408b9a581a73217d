#include <stdio.h>
#include <stdlib.h>

/* grid[r][c] is '0' or '1'. */
int numIslands(char **grid, int rows, int cols) {
    // Write your solution here
    return 0;
}

int main(void) {
    int rows, cols;
    if (scanf("%d %d", &rows, &cols) != 2) return 1;
    char **grid = malloc(sizeof *grid * rows);
    for (int r = 0; r < rows; r++) {
        grid[r] = malloc(cols + 1);
        if (scanf("%s", grid[r]) != 1) return 1;
    }
    printf("%d\n", numIslands(grid, rows, cols));
    return 0;
}
