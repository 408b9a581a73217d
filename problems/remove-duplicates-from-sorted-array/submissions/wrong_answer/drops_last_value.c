/* Mistake: keeps a value when it differs from the NEXT one, and the loop stops one
   short, so the last run of values is never kept. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    long long *nums = malloc(sizeof *nums * n);
    for (int i = 0; i < n; i++) scanf("%lld", &nums[i]);
    int write = 0;
    for (int i = 0; i + 1 < n; i++)
        if (nums[i] != nums[i + 1]) nums[write++] = nums[i];
    printf("%d\n", write);
    for (int i = 0; i < write; i++) printf(i ? " %lld" : "%lld", nums[i]);
    printf("\n");
    free(nums);
    return 0;
}
