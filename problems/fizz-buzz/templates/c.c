#include <stdio.h>
#include <stdlib.h>

#define WORD_SIZE 9 /* "FizzBuzz" plus the closing '\0' */

/* Write the text for number i + 1 into answer[i], for every i from 0 to n - 1
   (sprintf(answer[i], "%d", i + 1) writes a number as text). */
void fizzBuzz(int n, char answer[][WORD_SIZE]) {
    // Write your solution here
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    char (*answer)[WORD_SIZE] = calloc(n, sizeof *answer);
    fizzBuzz(n, answer);
    for (int i = 0; i < n; i++) printf("%s\n", answer[i]);
    free(answer);
    return 0;
}
