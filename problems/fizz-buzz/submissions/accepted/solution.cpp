#include <iostream>
#include <string>

int main() {
    std::ios::sync_with_stdio(false);
    int n;
    std::cin >> n;
    std::string out;
    for (int i = 1; i <= n; i++) {
        std::string word;
        if (i % 3 == 0) word += "Fizz";
        if (i % 5 == 0) word += "Buzz";
        out += word.empty() ? std::to_string(i) : word;
        out += '\n';
    }
    std::cout << out;
    return 0;
}
