#include <iostream>
#include <string>
using namespace std;

// Asks the judge about x: returns 0 if x is the number, 1 if it is higher, -1 if it is lower.
int guess(long long x) {
    cout << x << endl;  // endl flushes, so the judge sees the guess
    string reply;
    if (!(cin >> reply) || reply == "correct") return 0;
    return reply == "higher" ? 1 : -1;
}

long long findNumber(long long n) {
    // Write your solution here: call guess(x) until it returns 0
    return 0;
}

int main() {
    long long n;
    if (!(cin >> n)) return 0;
    findNumber(n);
    return 0;
}
