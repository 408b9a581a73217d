#include <iostream>
#include <string>
#include <vector>

using namespace std;

bool exist(vector<string>& board, const string& word) {
    // Write your solution here
    return false;
}

int main() {
    int r, c;
    cin >> r >> c;
    vector<string> board(r);
    for (auto& row : board) cin >> row;
    string word;
    cin >> word;
    cout << (exist(board, word) ? "true" : "false") << '\n';
    return 0;
}
