using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static bool IsValid(string s) {
        // Write your solution here
        return false;
    }

    public static void Main() {
        string s = (Console.ReadLine() ?? "").Trim();
        var output = new StringWriter();
        output.WriteLine(IsValid(s) ? "true" : "false");
        Console.Out.Write(output.ToString());
    }
}
