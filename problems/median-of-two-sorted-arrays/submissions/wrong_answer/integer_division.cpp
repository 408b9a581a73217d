// Mistake: averages the two middle values with integer division, losing the .5.
#include <algorithm>
#include <iostream>
#include <vector>

int main() {
    std::vector<int> all;
    for (int array = 0; array < 2; array++) {
        int length;
        std::cin >> length;
        for (int i = 0; i < length; i++) {
            int value;
            std::cin >> value;
            all.push_back(value);
        }
    }
    std::sort(all.begin(), all.end());
    const size_t t = all.size();
    const int median = t % 2 == 1 ? all[t / 2] : (all[t / 2 - 1] + all[t / 2]) / 2;
    std::cout << median << '\n';
    return 0;
}
