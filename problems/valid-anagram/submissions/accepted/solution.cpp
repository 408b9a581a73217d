#include <array>
#include <iostream>
#include <string>

bool isAnagram(const std::string& s, const std::string& t) {
    if (s.size() != t.size()) return false;
    std::array<int, 26> counts{};
    for (char letter : s) ++counts[letter - 'a'];
    for (char letter : t) {
        // t needs more of this letter than s has.
        if (--counts[letter - 'a'] < 0) return false;
    }
    return true;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    std::string s, t;
    std::cin >> s >> t;
    std::cout << (isAnagram(s, t) ? "true" : "false") << '\n';
    return 0;
}
