using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static long Trap(long[] height) {
        // Write your solution here
        return 0;
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        int heightCount = int.Parse(data[at++]);
        long[] height = new long[heightCount];
        for (int i = 0; i < heightCount; i++) height[i] = long.Parse(data[at++]);
        var output = new StringWriter();
        output.WriteLine(Trap(height));
        Console.Out.Write(output.ToString());
    }
}
