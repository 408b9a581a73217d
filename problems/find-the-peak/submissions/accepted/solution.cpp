#include <iostream>
using namespace std;

long long ask(int i) {
    cout << "? " << i << endl;
    long long value = 0;
    cin >> value;
    return value;
}

int main() {
    int n;
    if (!(cin >> n)) return 1;
    int low = 1, high = n;
    while (low < high) {
        int mid = low + (high - low) / 2;
        long long left = ask(mid);
        if (left < ask(mid + 1)) low = mid + 1;
        else high = mid;
    }
    cout << "! " << low << endl;
    return 0;
}
