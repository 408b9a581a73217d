using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static List<List<string>> GroupAnagrams(string[] words) {
        // Write your solution here
        return new List<List<string>>();
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        int wordsCount = int.Parse(data[at++]);
        string[] words = data.Skip(at).Take(wordsCount).ToArray();
        at += wordsCount;
        var output = new StringWriter();
        var rows = GroupAnagrams(words);
        output.WriteLine(rows.Count);
        foreach (var row in rows) output.WriteLine(string.Join(" ", row));
        Console.Out.Write(output.ToString());
    }
}
