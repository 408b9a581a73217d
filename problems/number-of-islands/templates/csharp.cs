using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static long NumIslands(string[] grid) {
        // Write your solution here
        return 0;
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        int gridCount = int.Parse(data[at++]);
        at++; // the number of columns
        string[] grid = data.Skip(at).Take(gridCount).ToArray();
        at += gridCount;
        var output = new StringWriter();
        output.WriteLine(NumIslands(grid));
        Console.Out.Write(output.ToString());
    }
}
