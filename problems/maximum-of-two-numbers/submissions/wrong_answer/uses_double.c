/* Mistake: a double keeps only about 16 significant digits, so huge numbers that differ
   in their last digits become equal and print rounded. */
#include <stdio.h>

int main(void) {
    double a, b;
    if (scanf("%lf %lf", &a, &b) != 2) return 0;
    printf("%.0f\n", a >= b ? a : b);
    return 0;
}
