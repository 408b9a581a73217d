// Typical mistake: the right recurrence with 32-bit ints. Totals above 2^31 - 1
// overflow.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    int beforePrevious = 0, previous = 0;
    for (int i = 0; i < n; i++) {
        int value;
        scanf("%d", &value);
        int current = max(previous, (int)((unsigned)beforePrevious + (unsigned)value));
        beforePrevious = previous;
        previous = current;
    }
    printf("%d\n", previous);
    return 0;
}
