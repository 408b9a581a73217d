#include <iostream>
#include <string>

bool isPalindrome(int x) {
    std::string text = std::to_string(x);
    return std::string(text.rbegin(), text.rend()) == text;
}

int main() {
    int x;
    std::cin >> x;
    std::cout << (isPalindrome(x) ? "true" : "false") << "\n";
    return 0;
}
