// Mistake: only counts each kind of bracket and never looks at the order,
// so crossed pairs such as "([)]" are accepted.
#include <iostream>
#include <string>

int main() {
    std::string s;
    std::cin >> s;
    int round = 0, square = 0, curly = 0;
    bool isNegative = false;
    for (char ch : s) {
        if (ch == '(') round++;
        if (ch == ')') round--;
        if (ch == '[') square++;
        if (ch == ']') square--;
        if (ch == '{') curly++;
        if (ch == '}') curly--;
        if (round < 0 || square < 0 || curly < 0) isNegative = true;
    }
    std::cout << (!isNegative && round == 0 && square == 0 && curly == 0 ? "true" : "false") << "\n";
    return 0;
}
