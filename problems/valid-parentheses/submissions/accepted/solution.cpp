#include <iostream>
#include <string>
#include <vector>

bool isValid(const std::string& s) {
    std::vector<char> stack;
    stack.reserve(s.size());
    for (char ch : s) {
        if (ch == '(' || ch == '[' || ch == '{') {
            stack.push_back(ch);
            continue;
        }
        char opener = ch == ')' ? '(' : ch == ']' ? '[' : '{';
        if (stack.empty() || stack.back() != opener) return false;
        stack.pop_back();
    }
    return stack.empty();
}

int main() {
    std::ios::sync_with_stdio(false);
    std::string s;
    std::cin >> s;
    std::cout << (isValid(s) ? "true" : "false") << "\n";
    return 0;
}
