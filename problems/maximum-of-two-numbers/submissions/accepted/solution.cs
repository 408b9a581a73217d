using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static long Maximum(long a, long b) {
        return Math.Max(a, b);
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        long a = long.Parse(data[at++]);
        long b = long.Parse(data[at++]);
        var output = new StringWriter();
        output.WriteLine(Maximum(a, b));
        Console.Out.Write(output.ToString());
    }
}
