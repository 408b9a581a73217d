#include <iostream>
using namespace std;

// Asks the judge for a[i] (1 <= i <= n) and returns it; at most 40 questions.
long long ask(int i) {
    cout << "? " << i << endl;  // endl flushes, so the judge sees the question
    long long value = 0;
    cin >> value;
    return value;
}

int findPeak(int n) {
    // Write your solution here: return a position p with a[p] larger than its neighbours
    return 1;
}

int main() {
    int n;
    if (!(cin >> n)) return 0;
    cout << "! " << findPeak(n) << endl;
    return 0;
}
