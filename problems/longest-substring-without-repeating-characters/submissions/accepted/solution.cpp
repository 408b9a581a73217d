#include <algorithm>
#include <array>
#include <iostream>
#include <string>

int lengthOfLongestSubstring(const std::string& s) {
    std::array<int, 128> lastSeen;
    lastSeen.fill(-1);
    int start = 0, best = 0;
    for (int i = 0; i < static_cast<int>(s.size()); ++i) {
        unsigned char c = static_cast<unsigned char>(s[i]);
        // A repeat inside the window pushes the start just past its previous copy.
        if (lastSeen[c] >= start) start = lastSeen[c] + 1;
        lastSeen[c] = i;
        best = std::max(best, i - start + 1);
    }
    return best;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    std::string s;
    if (n > 0) std::cin >> s;
    std::cout << lengthOfLongestSubstring(s) << '\n';
    return 0;
}
