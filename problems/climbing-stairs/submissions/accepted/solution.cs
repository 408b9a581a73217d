using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static long ClimbStairs(long n) {
        // ways(i) = ways(i - 1) + ways(i - 2)
        long before = 1, current = 1;
        for (long step = 2; step <= n; step++) {
            long next = before + current;
            before = current;
            current = next;
        }
        return current;
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        long n = long.Parse(data[at++]);
        var output = new StringWriter();
        output.WriteLine(ClimbStairs(n));
        Console.Out.Write(output.ToString());
    }
}
