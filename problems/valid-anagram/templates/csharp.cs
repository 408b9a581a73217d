using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static bool IsAnagram(string s, string t) {
        // Write your solution here
        return false;
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        string s = at < data.Length ? data[at++] : "";
        string t = at < data.Length ? data[at++] : "";
        var output = new StringWriter();
        output.WriteLine(IsAnagram(s, t) ? "true" : "false");
        Console.Out.Write(output.ToString());
    }
}
