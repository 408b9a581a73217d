using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static string MinWindow(string s, string t) {
        // Write your solution here
        return "";
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        string s = at < data.Length ? data[at++] : "";
        string t = at < data.Length ? data[at++] : "";
        var output = new StringWriter();
        output.WriteLine(MinWindow(s, t));
        Console.Out.Write(output.ToString());
    }
}
