#include <stdbool.h>
#include <stdio.h>

bool exist(char board[][16], int rows, int cols, const char *word) {
    // Write your solution here
    return false;
}

int main(void) {
    int rows, cols;
    char board[8][16];
    char word[32];
    if (scanf("%d %d", &rows, &cols) != 2) return 0;
    for (int r = 0; r < rows; r++) scanf("%15s", board[r]);
    scanf("%31s", word);
    puts(exist(board, rows, cols, word) ? "true" : "false");
    return 0;
}
