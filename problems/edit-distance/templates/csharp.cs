using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static long MinDistance(string word1, string word2) {
        // Write your solution here
        return 0;
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        string word1 = int.Parse(data[at++]) > 0 ? data[at++] : "";
        string word2 = int.Parse(data[at++]) > 0 ? data[at++] : "";
        var output = new StringWriter();
        output.WriteLine(MinDistance(word1, word2));
        Console.Out.Write(output.ToString());
    }
}
