#include <stdbool.h>
#include <stdio.h>
#include <string.h>

static char grid[8][16];
static char word[32];
static int rows, cols, word_length;

static bool search(int row, int col, int index) {
    if (row < 0 || row >= rows || col < 0 || col >= cols) return false;
    if (grid[row][col] != word[index]) return false;
    if (index == word_length - 1) return true;
    grid[row][col] = '#';
    bool found = search(row + 1, col, index + 1) || search(row - 1, col, index + 1) ||
                 search(row, col + 1, index + 1) || search(row, col - 1, index + 1);
    grid[row][col] = word[index];
    return found;
}

static bool exist(void) {
    int available[128] = {0}, needed[128] = {0};
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++) available[(unsigned char)grid[r][c]]++;
    for (int i = 0; i < word_length; i++) needed[(unsigned char)word[i]]++;
    /* Give up at once when the grid lacks copies of some letter. */
    for (int ch = 0; ch < 128; ch++)
        if (needed[ch] > available[ch]) return false;
    /* Starting from the rarer end cuts the number of starting branches. */
    if (available[(unsigned char)word[0]] > available[(unsigned char)word[word_length - 1]]) {
        for (int i = 0, j = word_length - 1; i < j; i++, j--) {
            char swap = word[i];
            word[i] = word[j];
            word[j] = swap;
        }
    }
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
            if (search(r, c, 0)) return true;
    return false;
}

int main(void) {
    if (scanf("%d %d", &rows, &cols) != 2) return 0;
    for (int r = 0; r < rows; r++) scanf("%15s", grid[r]);
    scanf("%31s", word);
    word_length = (int)strlen(word);
    puts(exist() ? "true" : "false");
    return 0;
}
