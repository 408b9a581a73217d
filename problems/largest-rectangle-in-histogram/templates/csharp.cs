using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static long LargestRectangleArea(long[] heights) {
        // Write your solution here
        return 0;
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        int heightsCount = int.Parse(data[at++]);
        long[] heights = new long[heightsCount];
        for (int i = 0; i < heightsCount; i++) heights[i] = long.Parse(data[at++]);
        var output = new StringWriter();
        output.WriteLine(LargestRectangleArea(heights));
        Console.Out.Write(output.ToString());
    }
}
