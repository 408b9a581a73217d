using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static bool Exist(string[] board, string word) {
        // Write your solution here
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
