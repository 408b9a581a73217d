#include <iostream>
#include <vector>

std::vector<int> dailyTemperatures(const std::vector<int> &temperatures) {
    // Write your solution here
    return {};
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    std::vector<int> temperatures(n);
    for (int &temperature : temperatures) std::cin >> temperature;
    std::vector<int> answer = dailyTemperatures(temperatures);
    for (size_t i = 0; i < answer.size(); i++) {
        if (i > 0) std::cout << ' ';
        std::cout << answer[i];
    }
    std::cout << '\n';
    return 0;
}
