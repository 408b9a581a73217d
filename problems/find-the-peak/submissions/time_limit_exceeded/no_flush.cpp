// The usual fast-input lines untie cin from cout, so reading no longer flushes cout; with
// '\n' instead of endl the question stays in cout's buffer, and the judge waits for it
// while the program waits for the answer, until the time runs out.
#include <iostream>
using namespace std;

long long ask(int i) {
    cout << "? " << i << '\n';
    long long value = 0;
    cin >> value;
    return value;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    if (!(cin >> n)) return 1;
    int low = 1, high = n;
    while (low < high) {
        int mid = low + (high - low) / 2;
        long long left = ask(mid);
        if (left < ask(mid + 1)) low = mid + 1;
        else high = mid;
    }
    cout << "! " << low << '\n';
    return 0;
}
