#include <stdio.h>
#include <stdlib.h>

long long subarraySum(const int *nums, int n, long long k) {
    // Write your solution here
    return 0;
}

int main(void) {
    int n;
    long long k;
    if (scanf("%d", &n) != 1) return 0;
    int *nums = malloc(sizeof(int) * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &nums[i]);
    scanf("%lld", &k);
    printf("%lld\n", subarraySum(nums, n, k));
    free(nums);
    return 0;
}
