using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static bool Exist(string[] board, string word) {
        int rows = board.Length, cols = board[0].Length;
        var used = new bool[rows, cols];
        Func<int, int, int, bool> found = null;
        found = (r, c, i) => {
            if (i == word.Length) return true;
            if (r < 0 || c < 0 || r >= rows || c >= cols || used[r, c] || board[r][c] != word[i]) return false;
            used[r, c] = true;
            bool result = found(r + 1, c, i + 1) || found(r - 1, c, i + 1) || found(r, c + 1, i + 1) || found(r, c - 1, i + 1);
            used[r, c] = false;
            return result;
        };
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++)
                if (found(r, c, 0)) return true;
        return false;
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        int boardCount = int.Parse(data[at++]);
        at++; // the number of columns
        string[] board = data.Skip(at).Take(boardCount).ToArray();
        at += boardCount;
        string word = at < data.Length ? data[at++] : "";
        var output = new StringWriter();
        output.WriteLine(Exist(board, word) ? "true" : "false");
        Console.Out.Write(output.ToString());
    }
}
