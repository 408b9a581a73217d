#include <iostream>
#include <vector>

std::vector<int> dailyTemperatures(const std::vector<int> &temperatures) {
    std::vector<int> answer(temperatures.size(), 0);
    std::vector<int> stack;  // days still waiting for a warmer day
    for (int day = 0; day < static_cast<int>(temperatures.size()); day++) {
        while (!stack.empty() && temperatures[stack.back()] < temperatures[day]) {
            answer[stack.back()] = day - stack.back();
            stack.pop_back();
        }
        stack.push_back(day);
    }
    return answer;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    std::vector<int> temperatures(n);
    for (int &temperature : temperatures) std::cin >> temperature;
    std::vector<int> answer = dailyTemperatures(temperatures);
    for (int i = 0; i < n; i++) std::cout << answer[i] << (i + 1 < n ? ' ' : '\n');
    return 0;
}
