#include <stdio.h>
#include <stdlib.h>

#define MAX_WORD 20

// Fill order[] with the indices of the words, group after group, in the required order,
// and group_sizes[] with the size of each group. Return the number of groups.
int groupAnagrams(char words[][MAX_WORD + 1], int n, int *order, int *group_sizes) {
    // Write your solution here
    return 0;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    char (*words)[MAX_WORD + 1] = malloc(sizeof(*words) * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%20s", words[i]);
    int *order = malloc(sizeof(int) * (size_t)n);
    int *group_sizes = malloc(sizeof(int) * (size_t)n);
    int group_count = groupAnagrams(words, n, order, group_sizes);
    printf("%d\n", group_count);
    for (int g = 0, next = 0; g < group_count; g++) {
        for (int k = 0; k < group_sizes[g]; k++, next++) {
            if (k > 0) putchar(' ');
            fputs(words[order[next]], stdout);
        }
        putchar('\n');
    }
    free(group_sizes);
    free(order);
    free(words);
    return 0;
}
