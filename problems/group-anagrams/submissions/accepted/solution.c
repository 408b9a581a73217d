#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_WORD 20

typedef struct {
    char key[MAX_WORD + 1];  /* the word's letters in sorted order: equal for anagrams */
    char word[MAX_WORD + 1];
} Entry;

typedef struct {
    int start, size;
} Group;

static Entry *entries;

static int compare_chars(const void *a, const void *b) {
    return *(const char *)a - *(const char *)b;
}

static int compare_entries(const void *a, const void *b) {
    const Entry *x = a, *y = b;
    int by_key = strcmp(x->key, y->key);
    return by_key != 0 ? by_key : strcmp(x->word, y->word);
}

static int compare_groups(const void *a, const void *b) {
    const Group *x = a, *y = b;
    return strcmp(entries[x->start].word, entries[y->start].word);
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    entries = malloc(sizeof(Entry) * (size_t)n);
    for (int i = 0; i < n; i++) {
        scanf("%20s", entries[i].word);
        strcpy(entries[i].key, entries[i].word);
        qsort(entries[i].key, strlen(entries[i].key), 1, compare_chars);
    }
    /* Sorting by key then word puts each group together, already sorted inside. */
    qsort(entries, (size_t)n, sizeof(Entry), compare_entries);
    Group *groups = malloc(sizeof(Group) * (size_t)n);
    int group_count = 0;
    for (int i = 0; i < n; i++) {
        if (i == 0 || strcmp(entries[i].key, entries[i - 1].key) != 0) {
            groups[group_count].start = i;
            groups[group_count].size = 0;
            group_count++;
        }
        groups[group_count - 1].size++;
    }
    qsort(groups, (size_t)group_count, sizeof(Group), compare_groups);
    printf("%d\n", group_count);
    for (int g = 0; g < group_count; g++) {
        for (int k = 0; k < groups[g].size; k++) {
            if (k > 0) putchar(' ');
            fputs(entries[groups[g].start + k].word, stdout);
        }
        putchar('\n');
    }
    free(groups);
    free(entries);
    return 0;
}
