using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static long LengthOfLongestSubstring(string s) {
        // Write your solution here
        return 0;
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        string s = int.Parse(data[at++]) > 0 ? data[at++] : "";
        var output = new StringWriter();
        output.WriteLine(LengthOfLongestSubstring(s));
        Console.Out.Write(output.ToString());
    }
}
