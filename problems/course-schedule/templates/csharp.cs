using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static long[] FindOrder(long numCourses, long[][] prerequisites) {
        // Write your solution here
        return new long[0];
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        long numCourses = long.Parse(data[at++]);
        long m = long.Parse(data[at++]);
        long[][] prerequisites = new long[m][];
        for (int i = 0; i < prerequisites.Length; i++) {
            prerequisites[i] = new long[2];
            for (int j = 0; j < 2; j++) prerequisites[i][j] = long.Parse(data[at++]);
        }
        var output = new StringWriter();
        var order = FindOrder(numCourses, prerequisites);
        // An empty order means that the courses cannot all be taken.
        output.WriteLine(order.Length == 0 ? "IMPOSSIBLE" : string.Join(" ", order));
        Console.Out.Write(output.ToString());
    }
}
