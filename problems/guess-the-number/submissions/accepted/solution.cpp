#include <iostream>
#include <string>
using namespace std;

int guess(long long x) {
    cout << x << endl;
    string reply;
    if (!(cin >> reply) || reply == "correct") return 0;
    return reply == "higher" ? 1 : -1;
}

int main() {
    long long n;
    if (!(cin >> n)) return 1;
    long long low = 1, high = n;
    while (low <= high) {
        long long mid = low + (high - low) / 2;
        int answer = guess(mid);
        if (answer == 0) break;
        if (answer > 0) low = mid + 1;
        else high = mid - 1;
    }
    return 0;
}
