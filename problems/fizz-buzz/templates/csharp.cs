using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static List<string> FizzBuzz(long n) {
        // Write your solution here
        return new List<string>();
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        long n = long.Parse(data[at++]);
        var output = new StringWriter();
        foreach (var line in FizzBuzz(n)) output.WriteLine(line);
        Console.Out.Write(output.ToString());
    }
}
