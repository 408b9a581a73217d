#include <stdio.h>
#include <stdlib.h>

/* Counts islands with an explicit stack, so a winding island cannot overflow the call stack. */
static int numIslands(char **grid, int rows, int cols) {
    int *stack = malloc(sizeof *stack * rows * cols);
    int islands = 0;
    const int dr[4] = {1, -1, 0, 0};
    const int dc[4] = {0, 0, 1, -1};
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++) {
            if (grid[r][c] != '1') continue;
            islands++;
            grid[r][c] = '0';
            int top = 0;
            stack[top++] = r * cols + c;
            while (top > 0) {
                int cell = stack[--top];
                for (int d = 0; d < 4; d++) {
                    int nr = cell / cols + dr[d], nc = cell % cols + dc[d];
                    if (nr < 0 || nr >= rows || nc < 0 || nc >= cols || grid[nr][nc] != '1') continue;
                    grid[nr][nc] = '0';
                    stack[top++] = nr * cols + nc;
                }
            }
        }
    }
    free(stack);
    return islands;
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
