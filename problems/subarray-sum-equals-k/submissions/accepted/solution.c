#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Open-addressing table from prefix sum to how many prefixes have that sum. */
#define TABLE_BITS 18
#define TABLE_SIZE (1u << TABLE_BITS)

static long long keys[TABLE_SIZE];
static int counts[TABLE_SIZE];
static unsigned char used[TABLE_SIZE];

static unsigned slot_of(long long key) {
    unsigned long long h = (unsigned long long)key * 0x9E3779B97F4A7C15ULL;
    unsigned slot = (unsigned)(h >> (64 - TABLE_BITS));
    while (used[slot] && keys[slot] != key) slot = (slot + 1) & (TABLE_SIZE - 1);
    return slot;
}

static int lookup(long long key) {
    unsigned slot = slot_of(key);
    return used[slot] ? counts[slot] : 0;
}

static void increment(long long key) {
    unsigned slot = slot_of(key);
    if (!used[slot]) {
        used[slot] = 1;
        keys[slot] = key;
        counts[slot] = 0;
    }
    counts[slot]++;
}

static long long subarray_sum(const int *nums, int n, long long k) {
    long long prefix = 0, count = 0;
    increment(0);
    for (int i = 0; i < n; i++) {
        prefix += nums[i];
        count += lookup(prefix - k);
        increment(prefix);
    }
    return count;
}

int main(void) {
    int n;
    long long k;
    if (scanf("%d", &n) != 1) return 0;
    int *nums = malloc(sizeof(int) * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &nums[i]);
    scanf("%lld", &k);
    printf("%lld\n", subarray_sum(nums, n, k));
    free(nums);
    return 0;
}
