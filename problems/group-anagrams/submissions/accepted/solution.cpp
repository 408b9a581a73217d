#include <algorithm>
#include <iostream>
#include <string>
#include <unordered_map>
#include <vector>

std::vector<std::vector<std::string>> groupAnagrams(const std::vector<std::string>& words) {
    // Anagrams share the same letters in sorted order, so that is the group key.
    std::unordered_map<std::string, std::vector<std::string>> byKey;
    for (const auto& word : words) {
        std::string key = word;
        std::sort(key.begin(), key.end());
        byKey[key].push_back(word);
    }
    std::vector<std::vector<std::string>> groups;
    groups.reserve(byKey.size());
    for (auto& [key, group] : byKey) {
        std::sort(group.begin(), group.end());
        groups.push_back(std::move(group));
    }
    std::sort(groups.begin(), groups.end(),
              [](const auto& a, const auto& b) { return a.front() < b.front(); });
    return groups;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n;
    std::cin >> n;
    std::vector<std::string> words(n);
    for (auto& word : words) std::cin >> word;
    auto groups = groupAnagrams(words);
    std::cout << groups.size() << '\n';
    for (const auto& group : groups) {
        for (size_t i = 0; i < group.size(); ++i) std::cout << (i ? " " : "") << group[i];
        std::cout << '\n';
    }
    return 0;
}
