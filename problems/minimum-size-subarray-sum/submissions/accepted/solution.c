#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    int *nums = malloc(sizeof(int) * n);
    for (int i = 0; i < n; i++) scanf("%d", &nums[i]);
    long long target;
    scanf("%lld", &target);
    int best = n + 1, left = 0;
    long long window = 0;
    for (int right = 0; right < n; right++) {
        window += nums[right];
        while (window >= target) {
            if (right - left + 1 < best) best = right - left + 1;
            window -= nums[left++];
        }
    }
    printf("%d\n", best <= n ? best : 0);
    free(nums);
    return 0;
}
