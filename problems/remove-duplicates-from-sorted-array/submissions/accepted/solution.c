#include <stdio.h>
#include <stdlib.h>

static int remove_duplicates(long long *nums, int n) {
    int write = n > 0 ? 1 : 0;
    for (int read = 1; read < n; read++)
        if (nums[read] != nums[write - 1]) nums[write++] = nums[read];
    return write;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    long long *nums = malloc(sizeof *nums * n);
    for (int i = 0; i < n; i++) scanf("%lld", &nums[i]);
    int k = remove_duplicates(nums, n);
    printf("%d\n", k);
    for (int i = 0; i < k; i++) printf(i ? " %lld" : "%lld", nums[i]);
    printf("\n");
    free(nums);
    return 0;
}
