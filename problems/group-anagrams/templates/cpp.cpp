#include <iostream>
#include <string>
#include <vector>

using namespace std;

vector<vector<string>> groupAnagrams(vector<string>& words) {
    // Write your solution here
    return {};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<string> words(n);
    for (auto& word : words) cin >> word;
    vector<vector<string>> groups = groupAnagrams(words);
    cout << groups.size() << '\n';
    for (const auto& group : groups) {
        for (size_t i = 0; i < group.size(); ++i) cout << (i ? " " : "") << group[i];
        cout << '\n';
    }
    return 0;
}
