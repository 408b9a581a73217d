using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static bool IsPalindrome(long x) {
        // Write your solution here
        return false;
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        long x = long.Parse(data[at++]);
        var output = new StringWriter();
        output.WriteLine(IsPalindrome(x) ? "true" : "false");
        Console.Out.Write(output.ToString());
    }
}
