// Naive: for every index, multiply all the other numbers: O(n^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<int> nums(n);
    for (int &x : nums) scanf("%d", &x);
    for (int i = 0; i < n; i++) {
        long long product = 1;
        for (int j = 0; j < n; j++)
            if (j != i) product *= nums[j];
        printf(i ? " %lld" : "%lld", product);
    }
    printf("\n");
    return 0;
}
