using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static long[] NumbersUpTo(long n) {
        var numbers = new long[n];
        for (long i = 0; i < n; i++) numbers[i] = i + 1;
        return numbers;
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        long n = long.Parse(data[at++]);
        var output = new StringWriter();
        output.WriteLine(string.Join(" ", NumbersUpTo(n)));
        Console.Out.Write(output.ToString());
    }
}
