#include <stdbool.h>
#include <stdio.h>

bool isEven(int number) {
    // Write your solution here
    return false;
}

int main(void) {
    int q;
    if (scanf("%d", &q) != 1) return 0;
    for (int i = 0; i < q; i++) {
        int number;
        scanf("%d", &number);
        printf("%s\n", isEven(number) ? "Even" : "Odd");
    }
    return 0;
}
