using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static string ReverseString(string s) {
        char[] letters = s.ToCharArray();
        Array.Reverse(letters);
        return new string(letters);
    }

    public static void Main() {
        string s = (Console.ReadLine() ?? "").Trim();
        var output = new StringWriter();
        output.WriteLine(ReverseString(s));
        Console.Out.Write(output.ToString());
    }
}
